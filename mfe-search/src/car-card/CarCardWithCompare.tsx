import type { CarCard as CarCardData } from '@showroom/contracts';
import { CarCard } from '@showroom/cars';
import { createTranslator, intlLocaleFor } from '@showroom/i18n';
import { getSite, type Language, type SiteCode } from '@showroom/sites';
import { CompareToggle } from '../compare/CompareToggle';

export interface CarCardWithCompareProps {
  car: CarCardData;
  site: SiteCode;
  language: Language;
  carDetailBase: string;
  /** '' on the composed site, the BFF origin in embeds. */
  apiBase: string;
  eagerImage?: boolean;
  priorityImage?: boolean;
  titleAs?: 'h2' | 'h3';
}

/** The search remote's car card: the shared card with the compare toggle, wherever the remote shows cars. */
export function CarCardWithCompare({ car, site, language, carDetailBase, apiBase, eagerImage, priorityImage, titleAs }: CarCardWithCompareProps) {
  const definition = getSite(site);
  const t = createTranslator(language);
  const intl = definition.locales.find((l) => l.language === language)?.intl ?? intlLocaleFor(language);
  return (
    <CarCard
      car={car}
      site={definition}
      language={language}
      carDetailBase={carDetailBase}
      eagerImage={eagerImage ?? false}
      priorityImage={priorityImage ?? false}
      mediaBase={apiBase}
      {...(titleAs ? { titleAs } : {})}
      action={<CompareToggle car={car} intl={intl} site={site} language={language} labels={{ text: t('carList.compare'), accessibleName: `${t('carList.compare')}: ${car.car_brand} ${car.car_model}` }} />}
    />
  );
}
