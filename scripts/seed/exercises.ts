/**
 * Northside Rehab's exercise library (issue 54): seven exercises each for the knee, the hand and the shoulder, each
 * with a demonstration clip (VP9 in WebM, 3 s, 192x144) and its poster (WebP), drawn once with Debian's ffmpeg by
 * scripts/seed/exercises/makeClips.ts and committed in scripts/seed/exercises/: the seed uploads them and never draws
 * them (no ffmpeg in the seed or CI).
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DeviceType } from '@rehab/model/collections';
import {
  exercisePosterPath,
  exerciseVideoPath,
  type BodyRegion,
  type ClinicExercise,
  type Difficulty,
  type ExerciseEquipment,
  type ExerciseLanguage,
} from '@rehab/model/exercises';
import { DEMO_ACCOUNTS, DEMO_CLINICS } from './accounts';
import type { SeedClock } from './clock';
import type { SeedDoc } from './seedDoc';

/** Where the committed clips and posters are: {exerciseId}.webm and {exerciseId}.webp. */
export const EXERCISE_CLIPS_DIR = resolve(import.meta.dirname, 'exercises');

interface CatalogueEntry {
  id: string;
  bodyRegion: BodyRegion;
  name: Record<ExerciseLanguage, string>;
  steps: string[];
  cues: string[];
  mistakes: string[];
  equipment: ExerciseEquipment[];
  difficulty: Difficulty;
  device: DeviceType | null;
}

export const EXERCISE_CATALOGUE: readonly CatalogueEntry[] = [
  // knee
  {
    id: 'knee-heel-slide',
    bodyRegion: 'knee',
    name: { en: 'Heel slide', ar: 'انزلاق الكعب', zh: '足跟滑动', hi: 'एड़ी खिसकाना', el: 'Ολίσθηση φτέρνας', fr: 'Glissement du talon' },
    steps: ['Lie on your back, legs straight.', 'Slide the heel towards your buttock.', 'Slide it back.'],
    cues: ['Keep the heel on the bed.'],
    mistakes: ['Lifting the hip.'],
    equipment: ['towel'],
    difficulty: 'easy',
    device: 'Knee Brace',
  },
  {
    id: 'knee-quad-set',
    bodyRegion: 'knee',
    name: { en: 'Quad set', ar: 'شد عضلة الفخذ', zh: '股四头肌收缩', hi: 'क्वाड सेट', el: 'Σύσπαση τετρακεφάλου', fr: 'Contraction du quadriceps' },
    steps: ['Sit with the leg straight.', 'Press the back of the knee down.', 'Hold for five seconds.'],
    cues: ['Feel the kneecap move up.'],
    mistakes: ['Holding your breath.'],
    equipment: ['towel'],
    difficulty: 'easy',
    device: 'Knee Brace',
  },
  {
    id: 'knee-straight-leg-raise',
    bodyRegion: 'knee',
    name: { en: 'Straight leg raise', ar: 'رفع الساق المستقيمة', zh: '直腿抬高', hi: 'सीधा पैर उठाना', el: 'Άρση τεντωμένου ποδιού', fr: 'Élévation jambe tendue' },
    steps: ['Lie on your back, the other knee bent.', 'Tighten the thigh.', 'Lift the leg to the other knee’s height.'],
    cues: ['Keep the knee locked.'],
    mistakes: ['Arching the back.'],
    equipment: ['mat'],
    difficulty: 'moderate',
    device: 'Knee Brace',
  },
  {
    id: 'knee-short-arc-quad',
    bodyRegion: 'knee',
    name: { en: 'Short arc quad', ar: 'مد الركبة القصير', zh: '短弧股四头肌练习', hi: 'शॉर्ट आर्क क्वाड', el: 'Έκταση γόνατος σε μικρό τόξο', fr: 'Extension du genou sur rouleau' },
    steps: ['Lie with a rolled towel under the knee.', 'Straighten the knee.', 'Lower slowly.'],
    cues: ['Pause at the top.'],
    mistakes: ['Lifting the thigh off the towel.'],
    equipment: ['towel'],
    difficulty: 'easy',
    device: 'Knee Brace',
  },
  {
    id: 'knee-mini-squat',
    bodyRegion: 'knee',
    name: { en: 'Mini squat', ar: 'قرفصاء صغيرة', zh: '微蹲', hi: 'मिनी स्क्वाट', el: 'Μικρό κάθισμα', fr: 'Mini-squat' },
    steps: ['Stand holding a chair.', 'Bend both knees a little.', 'Stand up again.'],
    cues: ['Knees over the toes.'],
    mistakes: ['Knees falling inwards.'],
    equipment: ['chair'],
    difficulty: 'moderate',
    device: 'Knee Brace',
  },
  {
    id: 'knee-step-up',
    bodyRegion: 'knee',
    name: { en: 'Step up', ar: 'الصعود على الدرجة', zh: '上台阶', hi: 'स्टेप अप', el: 'Ανάβαση σκαλοπατιού', fr: 'Montée de marche' },
    steps: ['Face a step.', 'Step up with the operated leg.', 'Step down with the other.'],
    cues: ['Push through the heel.'],
    mistakes: ['Pushing off the back foot.'],
    equipment: ['step'],
    difficulty: 'hard',
    device: 'Knee Brace',
  },
  {
    id: 'knee-hamstring-curl',
    bodyRegion: 'knee',
    name: { en: 'Standing hamstring curl', ar: 'ثني الركبة واقفًا', zh: '站立腿弯举', hi: 'खड़े होकर हैमस्ट्रिंग कर्ल', el: 'Κάμψη γόνατος όρθιος', fr: 'Flexion du genou debout' },
    steps: ['Stand holding a chair.', 'Bend the knee, heel to buttock.', 'Lower slowly.'],
    cues: ['Thighs side by side.'],
    mistakes: ['Bending at the hip.'],
    equipment: ['chair'],
    difficulty: 'moderate',
    device: 'Knee Brace',
  },
  // hand
  {
    id: 'hand-fist',
    bodyRegion: 'hand',
    name: { en: 'Make a fist', ar: 'قبضة اليد', zh: '握拳', hi: 'मुट्ठी बनाना', el: 'Σφίξιμο γροθιάς', fr: 'Fermer le poing' },
    steps: ['Open the hand wide.', 'Close it into a gentle fist.', 'Open again.'],
    cues: ['Thumb outside the fingers.'],
    mistakes: ['Squeezing hard.'],
    equipment: [],
    difficulty: 'easy',
    device: 'Glove',
  },
  {
    id: 'hand-tendon-glides',
    bodyRegion: 'hand',
    name: { en: 'Tendon glides', ar: 'انزلاق الأوتار', zh: '肌腱滑动', hi: 'टेंडन ग्लाइड', el: 'Ολισθήσεις τενόντων', fr: 'Glissements tendineux' },
    steps: ['Straight hand.', 'Hook fist.', 'Full fist.', 'Straight fist.'],
    cues: ['Move slowly between positions.'],
    mistakes: ['Bending the wrist.'],
    equipment: [],
    difficulty: 'easy',
    device: 'Glove',
  },
  {
    id: 'hand-thumb-opposition',
    bodyRegion: 'hand',
    name: { en: 'Thumb opposition', ar: 'مقابلة الإبهام', zh: '拇指对掌', hi: 'अंगूठे का विरोध', el: 'Αντίθεση αντίχειρα', fr: 'Opposition du pouce' },
    steps: ['Touch the thumb to each fingertip.', 'Make an O each time.'],
    cues: ['Round, not flat.'],
    mistakes: ['Rushing.'],
    equipment: [],
    difficulty: 'easy',
    device: 'Glove',
  },
  {
    id: 'hand-putty-squeeze',
    bodyRegion: 'hand',
    name: { en: 'Putty squeeze', ar: 'ضغط المعجون', zh: '捏橡皮泥', hi: 'पुट्टी दबाना', el: 'Σφίξιμο πλαστελίνης', fr: 'Pression de pâte' },
    steps: ['Hold the putty in the palm.', 'Squeeze for three seconds.', 'Relax.'],
    cues: ['Use all fingers.'],
    mistakes: ['Bending the wrist back.'],
    equipment: ['putty'],
    difficulty: 'moderate',
    device: 'Glove',
  },
  {
    id: 'hand-finger-spread',
    bodyRegion: 'hand',
    name: { en: 'Finger spread', ar: 'فرد الأصابع', zh: '手指张开', hi: 'उंगलियां फैलाना', el: 'Άνοιγμα δακτύλων', fr: 'Écartement des doigts' },
    steps: ['Hand flat on the table.', 'Spread the fingers apart.', 'Bring them together.'],
    cues: ['Palm stays down.'],
    mistakes: ['Lifting the palm.'],
    equipment: [],
    difficulty: 'easy',
    device: 'Glove',
  },
  {
    id: 'hand-wrist-stretch',
    bodyRegion: 'hand',
    name: { en: 'Wrist flexor stretch', ar: 'إطالة عضلات الرسغ', zh: '腕屈肌拉伸', hi: 'कलाई का खिंचाव', el: 'Διάταση καμπτήρων καρπού', fr: 'Étirement des fléchisseurs du poignet' },
    steps: ['Arm straight, palm up.', 'Pull the fingers back with the other hand.', 'Hold for twenty seconds.'],
    cues: ['Gentle stretch, no pain.'],
    mistakes: ['Bending the elbow.'],
    equipment: [],
    difficulty: 'easy',
    device: null,
  },
  {
    id: 'hand-towel-grip',
    bodyRegion: 'hand',
    name: { en: 'Towel grip', ar: 'قبض المنشفة', zh: '握毛巾', hi: 'तौलिया पकड़ना', el: 'Λαβή πετσέτας', fr: 'Préhension de serviette' },
    steps: ['Roll a towel.', 'Grip and twist it.', 'Release.'],
    cues: ['Twist both ways.'],
    mistakes: ['Shrugging the shoulders.'],
    equipment: ['towel'],
    difficulty: 'moderate',
    device: 'Glove',
  },
  // shoulder
  {
    id: 'shoulder-pendulum',
    bodyRegion: 'shoulder',
    name: { en: 'Pendulum', ar: 'حركة البندول', zh: '钟摆运动', hi: 'पेंडुलम', el: 'Εκκρεμές', fr: 'Pendule' },
    steps: ['Lean on a table.', 'Let the arm hang.', 'Swing it in small circles.'],
    cues: ['Let the body move the arm.'],
    mistakes: ['Lifting the arm with its muscles.'],
    equipment: ['chair'],
    difficulty: 'easy',
    device: 'Band',
  },
  {
    id: 'shoulder-wall-slide',
    bodyRegion: 'shoulder',
    name: { en: 'Wall slide', ar: 'الانزلاق على الحائط', zh: '靠墙滑动', hi: 'दीवार पर सरकाना', el: 'Ολίσθηση στον τοίχο', fr: 'Glissement au mur' },
    steps: ['Face the wall, hands on it.', 'Slide the hands up.', 'Slide them down.'],
    cues: ['Shoulders down.'],
    mistakes: ['Arching the back.'],
    equipment: ['wall'],
    difficulty: 'easy',
    device: 'Band',
  },
  {
    id: 'shoulder-external-rotation',
    bodyRegion: 'shoulder',
    name: { en: 'External rotation with band', ar: 'الدوران الخارجي بالشريط', zh: '弹力带外旋', hi: 'बैंड के साथ बाहरी घुमाव', el: 'Έξω στροφή με λάστιχο', fr: 'Rotation externe avec élastique' },
    steps: ['Elbow at your side, bent 90°.', 'Turn the hand outwards against the band.', 'Return slowly.'],
    cues: ['Elbow stays at the side.'],
    mistakes: ['Twisting the trunk.'],
    equipment: ['band'],
    difficulty: 'moderate',
    device: 'Band',
  },
  {
    id: 'shoulder-scapular-squeeze',
    bodyRegion: 'shoulder',
    name: { en: 'Shoulder blade squeeze', ar: 'ضم لوحي الكتف', zh: '肩胛骨夹紧', hi: 'कंधे की हड्डी दबाना', el: 'Σύγκλιση ωμοπλατών', fr: 'Serrage des omoplates' },
    steps: ['Sit tall.', 'Squeeze the shoulder blades together.', 'Hold for five seconds.'],
    cues: ['Down and back.'],
    mistakes: ['Shrugging.'],
    equipment: [],
    difficulty: 'easy',
    device: null,
  },
  {
    id: 'shoulder-cross-body-stretch',
    bodyRegion: 'shoulder',
    name: { en: 'Cross-body stretch', ar: 'إطالة عبر الجسم', zh: '交叉拉伸', hi: 'क्रॉस-बॉडी स्ट्रेच', el: 'Διάταση χιαστί', fr: 'Étirement croisé' },
    steps: ['Bring the arm across the chest.', 'Hold it with the other hand.', 'Hold for twenty seconds.'],
    cues: ['Keep the shoulder down.'],
    mistakes: ['Turning the trunk.'],
    equipment: [],
    difficulty: 'easy',
    device: null,
  },
  {
    id: 'shoulder-wand-flexion',
    bodyRegion: 'shoulder',
    name: { en: 'Wand flexion', ar: 'رفع العصا', zh: '棍棒辅助前屈', hi: 'छड़ी के साथ कंधा उठाना', el: 'Κάμψη ώμου με ράβδο', fr: 'Flexion avec bâton' },
    steps: ['Lie on your back holding a stick.', 'Lift it overhead with both hands.', 'Lower slowly.'],
    cues: ['The good arm helps.'],
    mistakes: ['Arching the back.'],
    equipment: ['mat'],
    difficulty: 'moderate',
    device: 'Band',
  },
  {
    id: 'shoulder-isometric-rotation',
    bodyRegion: 'shoulder',
    name: { en: 'Isometric external rotation', ar: 'دوران خارجي ثابت', zh: '等长外旋', hi: 'आइसोमेट्रिक बाहरी घुमाव', el: 'Ισομετρική έξω στροφή', fr: 'Rotation externe isométrique' },
    steps: ['Stand by a door frame, elbow bent.', 'Press the back of the hand into it.', 'Hold for five seconds.'],
    cues: ['No movement, only pressure.'],
    mistakes: ['Pressing with pain.'],
    equipment: ['wall'],
    difficulty: 'hard',
    device: 'Band',
  },
];

/** The library's files in Storage: each exercise's clip and poster, with the committed file it is uploaded from. */
export function exerciseClipUploads(): { storagePath: string; file: string; contentType: string }[] {
  const clinicId = DEMO_CLINICS.northside.id;
  return EXERCISE_CATALOGUE.flatMap(({ id }) => [
    { storagePath: exerciseVideoPath(clinicId, id), file: resolve(EXERCISE_CLIPS_DIR, `${id}.webm`), contentType: 'video/webm' },
    { storagePath: exercisePosterPath(clinicId, id), file: resolve(EXERCISE_CLIPS_DIR, `${id}.webp`), contentType: 'image/webp' },
  ]);
}

/**
 * The exercises, written by the physical therapist, their videos 'pending': the seed uploads the clips once the
 * functions' triggers run again, and checkExerciseVideo records each one playable.
 */
export function buildClinicExercises(clock: SeedClock): SeedDoc<ClinicExercise>[] {
  const clinicId = DEMO_CLINICS.northside.id;
  const written = clock.timestamp(-60);
  const sizeOf = (file: string) => statSync(resolve(EXERCISE_CLIPS_DIR, file)).size;
  return EXERCISE_CATALOGUE.map(({ id, name, steps, cues, mistakes, bodyRegion, equipment, difficulty, device }) => ({
    id,
    data: {
      clinicId,
      author: DEMO_ACCOUNTS.clinician.uid,
      name,
      instructions: { en: { steps, cues, mistakes } },
      bodyRegion,
      equipment,
      difficulty,
      device,
      video: { path: exerciseVideoPath(clinicId, id), contentType: 'video/webm', size: sizeOf(`${id}.webm`) },
      poster: { path: exercisePosterPath(clinicId, id), contentType: 'image/webp', size: sizeOf(`${id}.webp`) },
      videoCheck: { state: 'pending' },
      createdAt: written,
      updatedAt: written,
    },
  }));
}
