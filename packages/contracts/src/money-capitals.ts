import { Decimal } from 'decimal.js';

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
// Within a group of four digits, by place from the right.
const PLACES = ['', '拾', '佰', '仟'];
// Each group of four digits, from the right: 万 is 10⁴, 亿 10⁸, 万亿 10¹², 亿亿 10¹⁶ (numeric(24,6) holds 18 digits).
const GROUPS = ['', '万', '亿', '万亿', '亿亿'];

/** The integer part (digits, no sign, no leading zeros) in capitals without 元; '' for zero. */
function integerInCapitals(digits: string): string {
  if (/^0*$/.test(digits)) return '';
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 4) groups.unshift(digits.slice(Math.max(0, end - 4), end).padStart(4, '0'));
  if (groups.length > GROUPS.length) throw new RangeError(`金额过大，无法转换为大写：${digits}`);
  let out = '';
  // A zero is written once, before the next non-zero digit, and only after something was written.
  let zero = false;
  groups.forEach((group, g) => {
    let part = '';
    for (let i = 0; i < 4; i += 1) {
      const d = Number(group[i]);
      if (d === 0) {
        zero ||= out !== '' || part !== '';
        continue;
      }
      part += `${zero ? '零' : ''}${DIGITS[d]}${PLACES[3 - i]}`;
      zero = false;
    }
    if (part) out += part + GROUPS[groups.length - 1 - g];
  });
  return out;
}

/**
 * An amount in Chinese capitals as a cheque or a printed bill writes it (大写金额, 支付结算办法): 壹仟贰佰叁拾肆元伍角陆分,
 * 壹拾元整, 壹仟零伍元零陆分, 伍分, 零元整, 负壹佰元整. Rounded half-up to the fen, on decimal digits (never a float).
 */
export function moneyInCapitals(amount: Decimal.Value): string {
  const value = new Decimal(amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (value.isZero()) return '零元整';
  const [whole = '0', cents = '00'] = value.abs().toFixed(2).split('.');
  const jiao = Number(cents[0]);
  const fen = Number(cents[1]);
  const yuan = integerInCapitals(whole);
  let text: string;
  if (!yuan) text = `${jiao ? `${DIGITS[jiao]}角` : ''}${fen ? `${DIGITS[fen]}分` : ''}`;
  else if (!jiao && !fen) text = `${yuan}元整`;
  else if (!jiao) text = `${yuan}元零${DIGITS[fen]}分`;
  else text = `${yuan}元${DIGITS[jiao]}角${fen ? `${DIGITS[fen]}分` : ''}`;
  return value.isNegative() ? `负${text}` : text;
}
