import type { ComponentPropsWithoutRef } from 'react';

export interface CarouselSlideProps extends Omit<ComponentPropsWithoutRef<'div'>, 'role' | 'aria-label' | 'aria-roledescription'> {
  /** What a slide is called in the page's language ("slide", "bild"). */
  roleDescription: string;
  /** The slide's name, usually its place: "2 of 5". */
  label: string;
}

/** One slide: a group named by its place and described as a slide (the APG carousel pattern). */
export function CarouselSlide({ roleDescription, label, ...rest }: CarouselSlideProps) {
  return <div role="group" aria-roledescription={roleDescription} aria-label={label} {...rest} />;
}
