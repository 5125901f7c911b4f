import { contentRoute } from '../../../features/content/content-page';

/** Content page from Markdown in the repo (content/<locale>/terms-and-conditions.md). */
const route = contentRoute('terms-and-conditions', 'terms_and_conditions');
export const generateMetadata = route.generateMetadata;
export default route.Page;
