// An icon as the page carries it: an empty span whose class names its shape (icons.css draws it in the
// current text colour). Decorative: the control it sits in has the label.
import './icons.css';

export type IconName =
  | 'toolchain'
  | 'search'
  | 'chevron-down'
  | 'caret-down'
  | 'chevron-right'
  | 'language'
  | 'light'
  | 'dark'
  | 'auto'
  | 'more'
  | 'github'
  | 'x'
  | 'discord'
  | 'bluesky'
  | 'menu'
  | 'menu-short'
  | 'close'
  | 'close-thin'
  | 'external'
  | 'copy'
  | 'check'
  | 'wrap'
  | 'arrow-up';

/** Side in CSS pixels: 16 unless one of the sizes icons.css has a class for. */
export type IconSize = 12 | 14 | 16 | 18 | 20 | 22;

export function Icon({ name, size = 16, className }: { name: IconName; size?: IconSize; className?: string }) {
  const classes = ['icon', `icon-${name}`, size === 16 ? '' : `icon-${size}`, className ?? '']
    .filter(Boolean)
    .join(' ');
  return <span aria-hidden="true" className={classes} />;
}
