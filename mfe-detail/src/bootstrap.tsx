import { renderStandalone } from 'shared/dev-host';
import { useNavigate, useParams } from 'shared/router';
import DetailPage from './DetailPage';
import DetailPreview from './DetailPreview';

/** The standalone page: /pronat/:id shows the full page, /parapamje/:id the preview's content. */
function StandaloneDetail() {
  const { id = '1824' } = useParams();
  return <DetailPage id={id} />;
}

function StandalonePreview() {
  const { id = '1824' } = useParams();
  const navigate = useNavigate();
  return <DetailPreview id={id} onClose={() => navigate(`/pronat/${id}`)} />;
}

renderStandalone([
  { path: '/pronat/:id', element: <StandaloneDetail /> },
  { path: '/parapamje/:id', element: <StandalonePreview /> },
  { path: '*', element: <StandaloneDetail /> },
]);
