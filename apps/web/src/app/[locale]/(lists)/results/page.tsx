import { dayListRoute } from '../../../../features/catalog/day-list-page';

/** Results: finished matches with final scores, by day (today and the six before) and sport. */
const route = dayListRoute('results');
export const generateMetadata = route.generateMetadata;
export default route.Page;
