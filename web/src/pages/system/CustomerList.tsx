import { ResourcePage } from '../../platform/resource/ResourcePage';
import { partnerScreen } from './partnerScreens';

const screen = partnerScreen('客户');

/** 客户信息: the partner screen with type 客户. */
export function CustomerList() {
  return <ResourcePage screen={screen} />;
}
