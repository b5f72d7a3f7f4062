import type { CatalogueImage } from '../../domain/catalogue';
import { useAssetUrl } from '../app/useAssetUrl';
import * as styles from './catalogue.css';

interface PictureProps {
  image: CatalogueImage;
  /** Empty when the name is written next to the picture anyway. */
  alt?: string;
  className?: string;
  /** For the picture at the top of a page: it is wanted at once. */
  eager?: boolean;
  /** The page's largest picture on first paint: fetched before everything else. */
  priority?: boolean;
}

/** A catalogue picture: sized before it loads (no jump), and only loaded when near the screen. */
export function Picture({ image, alt = '', className, eager = false, priority = false }: PictureProps) {
  const urlOf = useAssetUrl();
  return (
    <img
      src={urlOf(image.url)}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The page's largest picture is drawn with the frame that lays it out (its file is already
      // there, fetched beside the scripts), not a frame or more later; the others as they decode.
      decoding={priority ? 'sync' : 'async'}
      className={className ? `${styles.picture} ${className}` : styles.picture}
    />
  );
}
