import { drawingFinder, hashOf, scene, svgPicture } from './illustrations';
import type { ArticleSummary, NewsImage } from './news';

const PICTURE = { width: 480, height: 270 };

/**
 * Words of news titles that call for each drawing. Titles do not end in their noun the way
 * product names do ("The rooftop garden opens for lunch"), so only words that name a story's
 * subject are listed, and the latest of those wins as for the catalogue.
 */
const findDrawing = drawingFinder({
  people: 'colleague|team|reception|mentoring|language exchange|accessibility|mothers room',
  plant: 'garden|recycling|air quality',
  bus: 'shuttle|station',
  bike: 'bike',
  megaphone: 'town hall|fire drill|opening hour|news',
  heart: 'volunteer|charity|charity run|thank you|feedback',
  lotus: 'wellness|quiet room',
  bowl: 'menu|canteen',
  gift: 'parcel|parcel locker|vendor',
  cup: 'coffee',
  notebook: 'library|book club|reading|budget',
  cake: 'party',
  basket: 'lost and found',
  laptop: 'desk booking',
  car: 'car park',
  kettlebell: 'gym',
  camera: 'photo',
  bottle: 'flu jab|clinic',
  hanger: 'uniform',
});

/**
 * An article's own picture, drawn from its title: what the story is about (an announcement's
 * megaphone when the title names nothing known) in colours of its title, set by its id. The
 * server's `image` is one of eight pictures shared by all articles; this one needs no request.
 */
export function articlePicture({ id, title }: Pick<ArticleSummary, 'id' | 'title'>): NewsImage {
  const art = findDrawing(title) ?? 'megaphone';
  const svg = svgPicture(PICTURE.width, PICTURE.height, title, scene({ id, name: title, art, hue: hashOf(title) % 360 }, PICTURE.width, PICTURE.height));
  return { url: `data:image/svg+xml,${encodeURIComponent(svg)}`, ...PICTURE };
}
