// A screenshot made by `npm run screenshots`: its size comes from the script's record, so the page keeps
// its layout while the image loads (CLS 0). `themed` shows the light capture on the light theme and the
// dark one on the dark theme; the hidden one is never fetched, as lazy images without a box are not.
import { withBase } from '@/lib/base-path';
import { screenshotSize } from '@/lib/pictures/screenshots';
import './pictures.css';

export function Screenshot({
  name,
  alt,
  caption,
  themed,
}: {
  name: string;
  alt: string;
  caption?: string;
  themed?: boolean;
}) {
  const img = (file: string, className?: string) => {
    const { width, height } = screenshotSize(file);
    return (
      <img
        className={className}
        src={withBase(`/images/screenshots/${file}.png`)}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
    );
  };
  return (
    <figure className="picture screenshot">
      {themed ? (
        <>
          {img(`${name}-light`, 'picture-light')}
          {img(`${name}-dark`, 'picture-dark')}
        </>
      ) : (
        img(name)
      )}
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
