import { ResourcePage } from '../../platform/resource/ResourcePage';
import { partnerScreen } from './partnerScreens';

const screen = partnerScreen('供应商');

/** 供应商信息: the partner screen with type 供应商. */
export function VendorList() {
  return <ResourcePage screen={screen} />;
}
