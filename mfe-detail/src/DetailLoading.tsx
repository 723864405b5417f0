import { Center, Loader } from 'shared/ui';
import { strings } from './strings';

export function DetailLoading({ minHeight }: { minHeight: string }) {
  return (
    <Center mih={minHeight} aria-busy="true">
      <Loader aria-label={strings.loading} />
    </Center>
  );
}
