import { linguiConfig } from 'shared/build/lingui-config';

export default linguiConfig;
