export default function FramesEditor() { return null; }
