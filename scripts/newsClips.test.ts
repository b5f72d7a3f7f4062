// @vitest-environment node
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIP_SCENES, SCENE_SECONDS, captionsOf } from './newsClips';

const MEDIA = 'public/media/news';

/** The cues of a WebVTT file: start, end (seconds) and text. */
function cuesOf(vtt: string) {
  const seconds = (time: string) => time.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  return [...vtt.matchAll(/^([\d:.]+) --> ([\d:.]+)\n(.+)$/gm)].map(([, start = '', end = '', text]) => ({ start: seconds(start), end: seconds(end), text }));
}

describe('the seeded clips (issue 31, point 9)', () => {
  it.each(CLIP_SCENES.map((scenes, index) => [index + 1, scenes] as const))('clip-%i: one caption per titled scene, while the scene is on screen', (n, scenes) => {
    const vtt = readFileSync(`${MEDIA}/clip-${n}.vtt`, 'utf8');
    expect(vtt).toBe(captionsOf(scenes));
    expect(cuesOf(vtt)).toEqual(scenes.map(({ caption }, index) => ({ start: index * SCENE_SECONDS, end: (index + 1) * SCENE_SECONDS, text: caption })));
  });

  it('says in each caption what its scene’s title shows', () => {
    for (const { title, caption } of CLIP_SCENES.flat()) {
      const words = title.toLowerCase().split(' ').filter((word) => word.length > 3);
      expect(words.some((word) => caption.toLowerCase().includes(word)), `${title} / ${caption}`).toBe(true);
    }
  });

  it('titles every scene of a clip differently, and keeps clips and posters small', () => {
    CLIP_SCENES.forEach((scenes, index) => {
      expect(new Set(scenes.map(({ title }) => title)).size).toBe(scenes.length);
      expect(statSync(`${MEDIA}/clip-${index + 1}.webm`).size).toBeLessThan(100_000);
      expect(statSync(`${MEDIA}/clip-${index + 1}.jpg`).size).toBeLessThan(20_000);
    });
  });
});
