import { messageRoute } from '../../../features/errors/message-pages';

const route = messageRoute('error', '/500');
export const generateMetadata = route.generateMetadata;
export default route.Page;
