import { contentRoute } from '../../../features/content/content-page';

/** Content page from Markdown in the repo (content/<locale>/about.md). */
const route = contentRoute('about', 'about');
export const generateMetadata = route.generateMetadata;
export default route.Page;
