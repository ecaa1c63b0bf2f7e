import { createTranslator } from '@showroom/i18n';
import { loadWhenNear, partFailureTexts } from '@showroom/ui';
import { pageLanguage } from '../departments/pageLanguage';
import type { EmployeeListProps } from '../employees/EmployeeList';
import type { LatestCarsProps } from '../latest-cars/LatestCars';

// The staff list and the latest cars sit at the foot of a dealer site's page, below the departments (about 3,400 px
// down on a desktop, 5,000 on a phone): their code, the car card's among it, is fetched when they come near the
// viewport or the visitor reaches for them, not with the page (issue 14). One chunk for both: they come near together.
// If it does not come, each one's place says so with a retry, and the dealer's page stays.
const failure = ({ site, language }: Pick<EmployeeListProps, 'site' | 'language'>) => partFailureTexts(createTranslator(pageLanguage(site, language).language));

/** The staff list, its code fetched when near. */
export const EmployeeListWhenNear = loadWhenNear<EmployeeListProps>(() => import(/* webpackChunkName: "site-detail-foot" */ '../employees/EmployeeList').then((module) => module.EmployeeList), 'employee-list', { failure });

/** The latest cars, their code fetched when near. */
export const LatestCarsWhenNear = loadWhenNear<LatestCarsProps>(() => import(/* webpackChunkName: "site-detail-foot" */ '../latest-cars/LatestCars').then((module) => module.LatestCars), 'latest-cars', { failure: ({ t }) => partFailureTexts(t) });
