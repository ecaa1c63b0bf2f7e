export { FilterPanel, type FilterPanelProps } from './FilterPanel';
export { FilterPanelFrame, type FilterPanelFrameProps } from './FilterPanelFrame';
export { SortSelect, type SortSelectProps } from './SortSelect';
export { useFilterMode } from './useFilterMode';
export { FILTER_MODE_KEY, DEFAULT_FILTER_MODE, type FilterMode } from './filterMode';
export { activeFilterCount } from './selectedFilters';
export { RANGE_APPLY_IDLE_MS, FACET_SEARCH_MIN_VALUES } from './constants';
export { formatTotal } from './formatTotal';
