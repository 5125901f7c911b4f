import { ListSkeleton } from '../../../../shared/ui/skeleton';

export default function Loading() {
  return <ListSkeleton label="Loading" />;
}
