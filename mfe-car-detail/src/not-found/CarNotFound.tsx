import styled from '@emotion/styled';
import type { CarCard as CarCardData } from '@showroom/contracts';
import type { Translator } from '@showroom/i18n';
import type { Language, SiteDefinition } from '@showroom/sites';
import { Button } from '@showroom/ui';
import { CarSlider, RECOMMENDATION_CARD_WIDTH } from '../similar/CarSlider';

const View = styled.section(({ theme }) => ({ display: 'grid', gap: theme.space.md, justifyItems: 'start', h1: { margin: 0 }, p: { margin: 0 } }));

export interface CarNotFoundProps {
  keyphrase: string;
  similar: readonly CarCardData[];
  carListPath: string;
  carDetailBase: string;
  site: SiteDefinition;
  language: Language;
  mediaBase: string;
  t: Translator;
}

/** The list URL the missing-car button goes to: the car list with the keyphrase, or the plain list without one. */
export function carListWithKeyphrase(carListPath: string, keyphrase: string): string {
  return keyphrase ? `${carListPath}?${new URLSearchParams({ keyphrase }).toString()}` : carListPath;
}

/** Spec 2 "Car not found": a heading, text (naming similar cars when there are any) and a button to the list with a keyphrase. */
export function CarNotFound({ keyphrase, similar, carListPath, carDetailBase, site, language, mediaBase, t }: CarNotFoundProps) {
  return (
    <>
      <View data-car-not-found="">
        <h1>{t('carDetail.notFoundTitle')}</h1>
        <p>{t('carDetail.notFoundText')}</p>
        {similar.length ? <p>{t('carDetail.notFoundSimilar')}</p> : null}
        <Button href={carListWithKeyphrase(carListPath, keyphrase)}>{t('carDetail.toCarList')}</Button>
      </View>
      <CarSlider cardWidth={RECOMMENDATION_CARD_WIDTH} title={t('carDetail.similar')} cars={similar} site={site} language={language} carDetailBase={carDetailBase} mediaBase={mediaBase} labels={{ previous: t('carDetail.previousCars'), next: t('carDetail.nextCars') }} />
    </>
  );
}
