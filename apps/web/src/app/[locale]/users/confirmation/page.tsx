import type { Metadata } from 'next';
import { UserRoute, type UserRouteProps, userRouteMetadata } from '../../../../features/account/user-route';

export function generateMetadata(props: UserRouteProps): Promise<Metadata> {
  return userRouteMetadata('confirmation', props);
}

export default function Page(props: UserRouteProps) {
  return <UserRoute kind="confirmation" {...props} />;
}
