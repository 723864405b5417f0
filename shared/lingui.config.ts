import { linguiConfig } from './build/lingui-config';

export default linguiConfig;
