/**
 * The router for server renders (the apps' server-render builds only): the same copy of
 * react-router-dom as the browser facade (shared/router), so the route table's hooks find the
 * context StaticRouter provides. Not a federation shared module: browsers never load it.
 */
export { StaticRouter } from 'react-router-dom';
