/**
 * Makes the demo clips of the seeded video news, their posters and captions into public/media/news
 * (clip-N.webm, clip-N.jpg, clip-N.vtt), from the scenes of scripts/newsClips.ts: each scene is
 * its drawing (src/domain/illustrations.ts) under its title, slowly coming closer, the next
 * fading in. Chromium draws and records them (MediaRecorder: VP9 in WebM, no sound), so nothing
 * but this repository's own code and the browser the tests use is needed. The output is
 * committed; run again only to change the clips:
 *
 *   npx tsx scripts/make-news-clips.ts
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { hashOf, scene, svgPicture } from '../src/domain/illustrations';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { CLIP_SCENES, SCENE_SECONDS, captionsOf } from './newsClips';

const OUT = 'public/media/news';
const WIDTH = 320;
const HEIGHT = 180;
const FPS = 15;

/** Runs in the page: draws the scenes on a canvas while recording it; the clip and a poster as base64. */
async function record({ pictures, titles, sceneSeconds, fps }: { pictures: string[]; titles: string[]; sceneSeconds: number; fps: number }) {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  document.body.append(canvas);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  const images = await Promise.all(
    pictures.map((svg) => new Promise<HTMLImageElement>((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve(image);
      image.onerror = reject;
      image.src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    })),
  );
  const draw = (index: number, sinceStart: number, alpha: number) => {
    const zoom = 1 + 0.08 * (sinceStart / sceneSeconds);
    context.globalAlpha = alpha;
    context.drawImage(images[index]!, 160 - 160 * zoom, 90 - 90 * zoom, 320 * zoom, 180 * zoom);
    context.font = 'bold 18px "DejaVu Sans", sans-serif';
    const width = context.measureText(titles[index]!).width;
    context.fillStyle = 'rgba(0,0,0,0.6)';
    context.fillRect(0, 12, width + 28, 32);
    context.fillStyle = '#fff';
    context.fillText(titles[index]!, 14, 34);
    context.globalAlpha = 1;
  };
  const frameAt = (seconds: number) => {
    const index = Math.min(images.length - 1, Math.floor(seconds / sceneSeconds));
    const since = seconds - index * sceneSeconds;
    draw(index, since, 1);
    // The next scene fades in over the last 0.3 s of this one.
    const fade = since - (sceneSeconds - 0.3);
    if (fade > 0 && index + 1 < images.length) draw(index + 1, 0, fade / 0.3);
  };
  frameAt(1);
  const poster = canvas.toDataURL('image/jpeg', 0.82).split(',')[1];
  const recorder = new MediaRecorder(canvas.captureStream(fps), { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 160_000 });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  const total = sceneSeconds * images.length;
  recorder.start();
  const start = performance.now();
  await new Promise<void>((done) => {
    const tick = () => {
      const seconds = (performance.now() - start) / 1000;
      frameAt(Math.min(seconds, total));
      if (seconds < total) requestAnimationFrame(tick);
      else done();
    };
    tick();
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { clip: btoa(binary), poster };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  // tsx names functions with a helper the page does not have.
  await page.addInitScript('window.__name = (f) => f');
  await page.goto('about:blank');
  for (const [index, scenes] of CLIP_SCENES.entries()) {
    const n = index + 1;
    const pictures = scenes.map(({ title, art }, at) =>
      svgPicture(WIDTH, HEIGHT, title, scene({ id: n * 10 + at, name: title, art, hue: hashOf(title) % 360 }, WIDTH, HEIGHT)),
    );
    const { clip, poster } = await page.evaluate(record, { pictures, titles: scenes.map(({ title }) => title), sceneSeconds: SCENE_SECONDS, fps: FPS });
    writeFileSync(`${OUT}/clip-${n}.webm`, Buffer.from(clip, 'base64'));
    writeFileSync(`${OUT}/clip-${n}.jpg`, Buffer.from(poster ?? '', 'base64'));
    writeFileSync(`${OUT}/clip-${n}.vtt`, captionsOf(scenes));
    console.log(`clip-${n}: ${scenes.map(({ title }) => title).join(' / ')}`);
  }
} finally {
  await browser.close();
}
