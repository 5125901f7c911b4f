import { contentRoute } from '../../../features/content/content-page';

/** Content page from Markdown in the repo (content/<locale>/general-rules.md). */
const route = contentRoute('general-rules', 'general_rules');
export const generateMetadata = route.generateMetadata;
export default route.Page;
