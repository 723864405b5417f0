import { renderStandalone } from 'shared/dev-host';
import { LOCALES } from 'shared/i18n';
import { listingPath } from 'shared/listings';
import { listingsPath } from 'shared/routes';
import { useNavigate, useParams } from 'shared/router';
import DetailPage from './DetailPage';
import DetailPreview from './DetailPreview';

/**
 * The standalone page: a listing's path in any language (/pronat/:id, /en/properties/:id, …)
 * shows the full page, /parapamje/:id the preview's content.
 */
function StandaloneDetail() {
  const { id = '1824' } = useParams();
  return <DetailPage id={id} />;
}

function StandalonePreview() {
  const { id = '1824' } = useParams();
  const navigate = useNavigate();
  return <DetailPreview id={id} onClose={() => navigate(listingPath(id))} />;
}

renderStandalone([
  ...LOCALES.map((locale) => ({ path: `${listingsPath(locale)}/:id`, element: <StandaloneDetail /> })),
  { path: '/parapamje/:id', element: <StandalonePreview /> },
  { path: '*', element: <StandaloneDetail /> },
]);
