import { renderStandalone } from 'shared/dev-host';
import { useParams } from 'shared/router';
import DetailPage from './DetailPage';

function StandaloneDetail() {
  const { id = '1001' } = useParams();
  return <DetailPage id={id} />;
}

renderStandalone([
  { path: '/pronat/:id', element: <StandaloneDetail /> },
  { path: '*', element: <StandaloneDetail /> },
]);
