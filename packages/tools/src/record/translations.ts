import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Grabar pantalla",
    summary: "Graba tu pantalla, una ventana o una pestaña en el navegador y conviértela en GIF.",
  },
  "pt-BR": {
    name: "Gravar tela",
    summary: "Grave sua tela, uma janela ou uma aba no navegador e transforme em GIF.",
  },
  fr: {
    name: "Enregistrer l'écran",
    summary:
      "Enregistrez votre écran, une fenêtre ou un onglet dans le navigateur et faites-en un GIF.",
  },
  de: {
    name: "Bildschirm aufnehmen",
    summary:
      "Nimm deinen Bildschirm, ein Fenster oder einen Tab im Browser auf und mach ein GIF daraus.",
  },
  it: {
    name: "Registra schermo",
    summary: "Registra lo schermo, una finestra o una scheda nel browser e trasformala in GIF.",
  },
  ja: { name: "画面録画", summary: "ブラウザで画面、ウィンドウ、タブを録画し、GIF にします。" },
  id: {
    name: "Rekam Layar",
    summary: "Rekam layar, jendela, atau tab di browser, lalu ubah menjadi GIF.",
  },
} satisfies ToolTranslations;
