/**
 * Draws the exercise library's demonstration clips and posters with Debian's ffmpeg (`apt-get install -y ffmpeg`):
 * run once by hand (`npx tsx scripts/seed/exercises/makeClips.ts`) and committed; the seed and CI only upload the files.
 * Each clip is 3 s at 192x144, 12 frames a second, VP9 in WebM (the library's one codec): the exercise's name, its body
 * region, a fixed joint and a marker moving around it; its poster is the first frame as WebP.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { EXERCISE_CATALOGUE, EXERCISE_CLIPS_DIR } from '../exercises';

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const BACKGROUND = { knee: '0x1d3557', hand: '0x264653', shoulder: '0x3d405b' } as Record<string, string>;

/** ffmpeg's drawtext takes ':' and '\'' as syntax: the labels use neither. */
const label = (text: string) => text.replace(/[:'’]/g, '');

EXERCISE_CATALOGUE.forEach(({ id, bodyRegion, name }, index) => {
  const clip = resolve(EXERCISE_CLIPS_DIR, `${id}.webm`);
  const swing = 25 + (index % 4) * 8;
  const filters = [
    'drawbox=x=86:y=62:w=20:h=20:color=0xf1faee:t=fill',
    `drawbox=x='89+${swing}*sin(2*PI*t/3)':y='88+${Math.round(swing / 2)}*cos(2*PI*t/3)':w=14:h=14:color=0xe63946:t=fill`,
    `drawtext=fontfile=${FONT}:text='${label(name.en)}':fontcolor=white:fontsize=13:x=(w-text_w)/2:y=8`,
    `drawtext=fontfile=${FONT}:text='${bodyRegion} - demonstration':fontcolor=0xa8dadc:fontsize=10:x=(w-text_w)/2:y=h-18`,
  ].join(',');
  const color = `color=c=${BACKGROUND[bodyRegion] ?? '0x222222'}:s=192x144:d=3:r=12`;
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', color, '-vf', filters, '-c:v', 'libvpx-vp9', '-b:v', '60k', '-an', clip]);
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', clip, '-frames:v', '1', '-c:v', 'libwebp', '-quality', '70', resolve(EXERCISE_CLIPS_DIR, `${id}.webp`)]);
});
