import styled from '@emotion/styled';
import { useId } from 'react';
import type { CarOfTheWeekProps } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import { Button, CarouselSlide, CarouselViewport, useCarousel } from '@showroom/ui';
import { CarCardWithCompare } from '../../car-card/CarCardWithCompare';
import { loopSlides } from './loopSlides';

const Section = styled.section`
  margin: 0 0 32px;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
  h2 {
    margin: 0;
  }
`;

const Controls = styled.div`
  display: flex;
  gap: 8px;
`;

// A card and a peek of the next on phones; 2, 3 and 4 cards on wider screens.
const Track = styled(CarouselViewport)`
  & > div {
    flex: 0 0 85%;
    min-width: 0;
    padding-right: 16px;
    @media (min-width: 768px) {
      flex-basis: 50%;
    }
    @media (min-width: 1024px) {
      flex-basis: 33.333%;
    }
    @media (min-width: 1440px) {
      flex-basis: 25%;
    }
  }
`;

/**
 * The car of the week carousel: it loops, so the cars are repeated (spec 2), and moves by drag,
 * by the previous/next buttons, or by tabbing into a card that is out of view. No cars, nothing.
 */
export function CarOfTheWeek(props: CarOfTheWeekProps) {
  const t = createTranslator(props.language);
  const headingId = useId();
  const count = props.cars.length;
  const slides = loopSlides(props.cars);
  const carousel = useCarousel({ count: slides.length, loop: true, align: 'start' });
  if (count === 0) return null;
  return (
    <Section aria-labelledby={headingId} aria-roledescription={t('blocks.carousel.label')} data-block="car-of-the-week" onKeyDown={carousel.onKeyDown}>
      <Header>
        <h2 id={headingId}>{props.title ?? t('carBlocks.carOfTheWeek')}</h2>
        {count > 1 ? (
          <Controls>
            <Button variant="secondary" onClick={carousel.previous} aria-label={t('carBlocks.previous')}>
              <span aria-hidden="true">←</span>
            </Button>
            <Button variant="secondary" onClick={carousel.next} aria-label={t('carBlocks.next')}>
              <span aria-hidden="true">→</span>
            </Button>
          </Controls>
        ) : null}
      </Header>
      <Track carousel={carousel}>
        {slides.map(({ item, copy, index }, slide) => (
          <CarouselSlide
            key={`${item.car_id}-${copy}`}
            roleDescription={t('carBlocks.slide')}
            label={t('blocks.carousel.position', { index: index + 1, count })}
            data-copy={copy}
            // A keyboard user tabbing into a card out of view brings it into view.
            onFocus={() => carousel.show(slide)}
          >
            <CarCardWithCompare car={item} site={props.site} language={props.language} carDetailBase={props.carDetailBase} apiBase={props.apiBase} titleAs="h3" />
          </CarouselSlide>
        ))}
      </Track>
    </Section>
  );
}
