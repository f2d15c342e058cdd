export default function EffectsEditor() {
  return null;
}
