import { ListSkeleton } from '../../../shared/ui/skeleton';

/** The favourites are read per player on every request: the skeleton shows while they load. */
export default function Loading() {
  return <ListSkeleton groups={1} rows={3} label="Loading" />;
}
