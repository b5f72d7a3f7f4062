// The catalogue feature's public file: the page states, product pictures and lists other features show.
export * as catalogueStyles from './catalogue.css';
export { card, skeletonPicture, textLink } from './catalogue.css';
export type { CatalogueMachines } from './catalogueMachines';
export { EmptyState } from './EmptyState';
export { PagedList } from './PagedList';
export { HeroLoading, NotFoundPanel, ReadFailure } from './pageStates';
export { Picture } from './Picture';
export { QuantityField } from './QuantityField';
export { SkeletonGrid } from './Skeletons';
export { useCatalogue } from './useCatalogue';
export { useRouteIds } from './useRouteIds';
