import { ListLoading } from '../../../../shared/ui/list-loading';

export default function Loading() {
  return <ListLoading />;
}
