import { messageRoute } from '../../../features/errors/message-pages';

const route = messageRoute('locked', '/locked');
export const generateMetadata = route.generateMetadata;
export default route.Page;
