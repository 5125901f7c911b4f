import { contentRoute } from '../../../features/content/content-page';

/** Content page from Markdown in the repo (content/<locale>/help-center.md). */
const route = contentRoute('help-center', 'help_center');
export const generateMetadata = route.generateMetadata;
export default route.Page;
