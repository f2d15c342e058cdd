import { editorTextSet } from "../shared/i18n/editor-text.ts";

/** Change Video Speed's editor words (web/video-speed-editor.tsx), in English: the type of every language's. */
const en = {
  action: "Change Speed",
  busy: "Changing speed...",
  settings: "Speed settings",
  presets: "Presets",
  speed: "Speed",
  speedHint: "0.25 to 4: the sound follows, in its own pitch.",
  lengthCaption: "{before} s → {after} s at {speed}×",
};

export type VideoSpeedEditorText = typeof en;

export default editorTextSet(en, {
  es: {
    action: "Cambiar velocidad",
    busy: "Cambiando la velocidad...",
    settings: "Ajustes de velocidad",
    presets: "Predefinidas",
    speed: "Velocidad",
    speedHint: "De 0,25 a 4: el sonido la sigue, con su propio tono.",
    lengthCaption: "{before} s → {after} s a {speed}×",
  },
  "pt-BR": {
    action: "Mudar velocidade",
    busy: "Mudando a velocidade...",
    settings: "Ajustes de velocidade",
    presets: "Prontas",
    speed: "Velocidade",
    speedHint: "De 0,25 a 4: o som acompanha, no próprio tom.",
    lengthCaption: "{before} s → {after} s a {speed}×",
  },
  fr: {
    action: "Changer la vitesse",
    busy: "Changement de vitesse...",
    settings: "Réglages de vitesse",
    presets: "Préréglages",
    speed: "Vitesse",
    speedHint: "De 0,25 à 4 : le son suit, avec sa propre hauteur.",
    lengthCaption: "{before} s → {after} s à {speed}×",
  },
  de: {
    action: "Tempo ändern",
    busy: "Tempo wird geändert...",
    settings: "Tempo-Einstellungen",
    presets: "Vorgaben",
    speed: "Tempo",
    speedHint: "0,25 bis 4: Der Ton folgt und behält seine Tonhöhe.",
    lengthCaption: "{before} s → {after} s bei {speed}×",
  },
  it: {
    action: "Cambia velocità",
    busy: "Cambio velocità...",
    settings: "Impostazioni velocità",
    presets: "Predefinite",
    speed: "Velocità",
    speedHint: "Da 0,25 a 4: l'audio segue, con il suo tono.",
    lengthCaption: "{before} s → {after} s a {speed}×",
  },
  ja: {
    action: "速度を変更",
    busy: "速度を変更中...",
    settings: "速度の設定",
    presets: "プリセット",
    speed: "速度",
    speedHint: "0.25〜4。音声も同じ速さになり、音の高さは変わりません。",
    lengthCaption: "{before} 秒 → {after} 秒（{speed}×）",
  },
  id: {
    action: "Ubah Kecepatan",
    busy: "Mengubah kecepatan...",
    settings: "Pengaturan kecepatan",
    presets: "Preset cepat",
    speed: "Kecepatan",
    speedHint: "0,25 sampai 4: suaranya ikut, dengan nada tetap.",
    lengthCaption: "{before} d → {after} d pada {speed}×",
  },
});
