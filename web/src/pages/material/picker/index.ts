// The material picker for other screens (bill editor, reports): import from here, not from the files behind it.
export { MaterialPicker, type MaterialPickerProps } from './MaterialPicker';
export { getMaterialByBarCode, findMaterials, type BarcodeHit, type PickedMaterial } from './pickerApi';
export { PickerPagination } from './PickerPagination';
export { useMaterialPicker } from './useMaterialPicker';
