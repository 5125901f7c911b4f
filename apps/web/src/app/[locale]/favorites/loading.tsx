import { ListLoading } from '../../../shared/ui/list-loading';

/** The favourites are read per player on every request: the skeleton shows while they load. */
export default function Loading() {
  return <ListLoading groups={1} rows={3} />;
}
