import type { DrawingName } from '../src/domain/illustrations';

/** One titled scene of a clip: its title on screen, what it draws, and its caption. */
export interface ClipScene {
  title: string;
  art: DrawingName;
  caption: string;
}

/** Every clip is two scenes of this length: 5 s, as the seed says (server/seed/newsSeed.ts). */
export const SCENE_SECONDS = 2.5;

/**
 * The scenes of the seeded clips, clip-1 … clip-8 in public/media/news, in the seed's order. Both
 * the clips and their captions are made from this list (scripts/make-news-clips.ts), so a
 * caption is always on screen with the scene it speaks of.
 */
export const CLIP_SCENES: ClipScene[][] = [
  [
    { title: 'Welcome week', art: 'people', caption: 'Welcome week starts on Monday.' },
    { title: 'In the atrium', art: 'gift', caption: 'Meet your new colleagues in the atrium.' },
  ],
  [
    { title: 'Inside the kitchen', art: 'bowl', caption: 'Inside the kitchen with our chefs.' },
    { title: 'New menus', art: 'slice', caption: 'Fresh menus arrive every Wednesday.' },
  ],
  [
    { title: 'Garden club', art: 'plant', caption: 'The garden club is growing.' },
    { title: 'On the roof', art: 'bouquet', caption: 'Join us on the roof terrace after work.' },
  ],
  [
    { title: 'The new shuttle', art: 'bus', caption: 'A new shuttle runs every 15 minutes.' },
    { title: 'Two stops', art: 'megaphone', caption: 'It stops at the station and the main entrance.' },
  ],
  [
    { title: 'Town hall', art: 'megaphone', caption: 'Town hall: the year ahead.' },
    { title: 'Your questions', art: 'people', caption: 'Send your questions before Thursday.' },
  ],
  [
    { title: 'Wellness day', art: 'lotus', caption: 'Wellness day is back.' },
    { title: 'All free', art: 'candle', caption: 'Massages, yoga and health checks, all free.' },
  ],
  [
    { title: 'Volunteer day', art: 'heart', caption: 'Volunteer day at the food bank.' },
    { title: 'Sign up', art: 'people', caption: 'Sign up with your team by Friday.' },
  ],
  [
    { title: 'Our year', art: 'cake', caption: 'Our year in review.' },
    { title: 'Thank you', art: 'heart', caption: 'Thank you for everything you did this year.' },
  ],
];

const timestamp = (seconds: number) => `00:00:${seconds.toFixed(3).padStart(6, '0')}`;

/** A clip's WebVTT captions: one cue per scene, for exactly the time the scene is on screen. */
export const captionsOf = (scenes: ClipScene[]) =>
  ['WEBVTT', ...scenes.map(({ caption }, index) => `${timestamp(index * SCENE_SECONDS)} --> ${timestamp((index + 1) * SCENE_SECONDS)}\n${caption}`)].join('\n\n') + '\n';
