import type { CarCard } from '../props/carCard';
import { nullish, objectOf, textUpTo } from './fieldChecks';

type PrimaryImage = NonNullable<CarCard['car_primary_image']>;

/** A card's image as props/base.ts's primaryImageSchema parses it (car and site cards share it). */
export const primaryImage = objectOf<PrimaryImage>({
  thumbnail_url: textUpTo(2000),
  blur_data_url: nullish(textUpTo(20000)),
});
