import { loadWhenNear } from '@showroom/ui';
import type { EmployeeListProps } from '../employees/EmployeeList';
import type { LatestCarsProps } from '../latest-cars/LatestCars';

// The staff list and the latest cars sit at the foot of a dealer site's page, below the departments (about 3,400 px
// down on a desktop, 5,000 on a phone): their code, the car card's among it, is fetched when they come near the
// viewport or the visitor reaches for them, not with the page (issue 14). One chunk for both: they come near together.

/** The staff list, its code fetched when near. */
export const EmployeeListWhenNear = loadWhenNear<EmployeeListProps>(() => import(/* webpackChunkName: "site-detail-foot" */ '../employees/EmployeeList').then((module) => module.EmployeeList), 'employee-list');

/** The latest cars, their code fetched when near. */
export const LatestCarsWhenNear = loadWhenNear<LatestCarsProps>(() => import(/* webpackChunkName: "site-detail-foot" */ '../latest-cars/LatestCars').then((module) => module.LatestCars), 'latest-cars');
