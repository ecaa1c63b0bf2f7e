// The contracts every page may need. The schemas of one remote's upstream (service booking's mechmate, the tire
// hotel, UK finance, the form builder, vehicle media) are entries of their own (`@showroom/contracts/tirehotel`...):
// the package is a shared singleton, provided whole by the host, so what sits here every page downloads.
export * from './market';
export * from './siteCodes';
export * from './queryList';
export * from './car';
export * from './financing';
export * from './facet';
export * from './search';
export * from './site';
export * from './siteList';
export * from './siteTeasers';
export * from './dealerPicker';
export * from './dealerBlocks';
export * from './kit';
export * from './content';
export * from './forms';
export * from './contactRules';
export * from './contactRuleErrors';
export * from './places';
export * from './mapConfig';
export * from './personalization';
export * from './bus';
export * from './checks/payloadCheck';
export * from './checks/busChecks';
export * from './checks/basketCheck';
export * from './checks/pageViewCheck';
export * from './checks/vehicleMediaCheck';
export * from './checks/embedDataCheck';
export * from './busTopics';
export * from './props';
export * from './api';
export * from './remoteRegistry';
export * from './remoteUrls';
export * from './brandCode';
export * from './catalogue';
export * as z from '@showroom/contracts/z';
