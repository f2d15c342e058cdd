/** The spec's messages (site §8) and lengths the server also enforces (contact-routes.ts). */
export const contactMessages = {
  missingFields: "Please fill out all fields.",
  invalidEmail: "Please enter a valid email.",
  serverFailed: "Failed to send message",
  unexpected: "Something went wrong.",
  networkFailed:
    "Your message could not be sent: the connection to GifKit failed. Check your internet connection and try again.",
  sent: "Thanks! Your message has been sent.",
} as const;

export const contactFieldMaxLengths = { name: 200, email: 254, message: 5000 } as const;

/** Local part without spaces or @, then @, a domain, a dot and a suffix (spec: site §5). */
export const contactEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
