import { dayListRoute } from '../../../../features/catalog/day-list-page';

/** Schedule: upcoming matches by day (in the visitor's zone) and sport. */
const route = dayListRoute('schedule');
export const generateMetadata = route.generateMetadata;
export default route.Page;
