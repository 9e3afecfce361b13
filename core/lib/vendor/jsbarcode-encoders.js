/*
 * Vendored from JsBarcode 3.12.3 (npm jsbarcode, MIT, its licence follows): the encoders for
 * CODE128 (automatic code set selection), CODE39, EAN-13, EAN-8 and UPC-A, from the package's ES
 * sources src/barcodes/Barcode.js, CODE128/{constants,CODE128,auto,CODE128_AUTO}.js, CODE39/index.js
 * and EAN_UPC/{constants,encoder,EAN,EAN13,EAN8,UPC}.js, concatenated in that order (each under a
 * "// ---- src/barcodes/…" line). The code is unchanged but for module syntax: the imports between
 * those files are gone, their exports are plain declarations, auto.js's default export is the
 * `autoSelectModes` its importer names it, the private `checksum` of EAN13.js, EAN8.js and UPC.js
 * is renamed ean13Checksum, ean8Checksum and upcChecksum so the three share one scope, and
 * constants.js's EAN-2 and EAN-5 structures (other symbologies) are left out. The export at the
 * end names CODE128_AUTO.js's class CODE128, as the package's CODE128/index.js does.
 * Why vendored: barcode-generator needs only these encoders (about 19 kB) and draws the SVG itself,
 * while the package installs 1.0 MB (its browser bundles, renderers, examples and both a src/
 * and a compiled bin/ copy). Update by taking the same files from a newer release.
 *
 * Copyright (c) 2016 Johan Lindell (johan@lindell.me)
 *
 * Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
 * associated documentation files (the "Software"), to deal in the Software without restriction,
 * including without limitation the rights to use, copy, modify, merge, publish, distribute,
 * sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is
 * furnished to do so, subject to the following conditions:
 *
 * The above copyright notice and this permission notice shall be included in all copies or
 * substantial portions of the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT
 * NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
 * NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
 * DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT
 * OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
 */

// ---- src/barcodes/Barcode.js

class Barcode{
	constructor(data, options){
		this.data = data;
		this.text = options.text || data;
		this.options = options;
	}
}

// ---- src/barcodes/CODE128/constants.js

// constants for internal usage
const SET_A = 0;
const SET_B = 1;
const SET_C = 2;

// Special characters
const SHIFT = 98;
const START_A = 103;
const START_B = 104;
const START_C = 105;
const MODULO = 103;
const STOP = 106;
const FNC1 = 207;

// Get set by start code
const SET_BY_CODE = {
	[START_A]: SET_A,
	[START_B]: SET_B,
	[START_C]: SET_C,
};

// Get next set by code
const SWAP = {
	101: SET_A,
	100: SET_B,
	99: SET_C,
};

const A_START_CHAR = String.fromCharCode(208); // START_A + 105
const B_START_CHAR = String.fromCharCode(209); // START_B + 105
const C_START_CHAR = String.fromCharCode(210); // START_C + 105

// 128A (Code Set A)
// ASCII characters 00 to 95 (0–9, A–Z and control codes), special characters, and FNC 1–4
const A_CHARS = "[\x00-\x5F\xC8-\xCF]";

// 128B (Code Set B)
// ASCII characters 32 to 127 (0–9, A–Z, a–z), special characters, and FNC 1–4
const B_CHARS = "[\x20-\x7F\xC8-\xCF]";

// 128C (Code Set C)
// 00–99 (encodes two digits with a single code point) and FNC1
const C_CHARS = "(\xCF*[0-9]{2}\xCF*)";

// CODE128 includes 107 symbols:
// 103 data symbols, 3 start symbols (A, B and C), and 1 stop symbol (the last one)
// Each symbol consist of three black bars (1) and three white spaces (0).
const BARS = [
	11011001100, 11001101100, 11001100110, 10010011000, 10010001100,
	10001001100, 10011001000, 10011000100, 10001100100, 11001001000,
	11001000100, 11000100100, 10110011100, 10011011100, 10011001110,
	10111001100, 10011101100, 10011100110, 11001110010, 11001011100,
	11001001110, 11011100100, 11001110100, 11101101110, 11101001100,
	11100101100, 11100100110, 11101100100, 11100110100, 11100110010,
	11011011000, 11011000110, 11000110110, 10100011000, 10001011000,
	10001000110, 10110001000, 10001101000, 10001100010, 11010001000,
	11000101000, 11000100010, 10110111000, 10110001110, 10001101110,
	10111011000, 10111000110, 10001110110, 11101110110, 11010001110,
	11000101110, 11011101000, 11011100010, 11011101110, 11101011000,
	11101000110, 11100010110, 11101101000, 11101100010, 11100011010,
	11101111010, 11001000010, 11110001010, 10100110000, 10100001100,
	10010110000, 10010000110, 10000101100, 10000100110, 10110010000,
	10110000100, 10011010000, 10011000010, 10000110100, 10000110010,
	11000010010, 11001010000, 11110111010, 11000010100, 10001111010,
	10100111100, 10010111100, 10010011110, 10111100100, 10011110100,
	10011110010, 11110100100, 11110010100, 11110010010, 11011011110,
	11011110110, 11110110110, 10101111000, 10100011110, 10001011110,
	10111101000, 10111100010, 11110101000, 11110100010, 10111011110,
	10111101110, 11101011110, 11110101110, 11010000100, 11010010000,
	11010011100, 1100011101011
];

// ---- src/barcodes/CODE128/CODE128.js

// This is the master class,
// it does require the start code to be included in the string
class CODE128 extends Barcode {
	constructor(data, options) {
		super(data.substring(1), options);

		// Get array of ascii codes from data
		this.bytes = data.split('')
			.map(char => char.charCodeAt(0));
	}

	valid() {
		// ASCII value ranges 0-127, 200-211
		return /^[\x00-\x7F\xC8-\xD3]+$/.test(this.data);
	}

	// The public encoding function
	encode() {
		const bytes = this.bytes;
		// Remove the start code from the bytes and set its index
		const startIndex = bytes.shift() - 105;
		// Get start set by index
		const startSet = SET_BY_CODE[startIndex];

		if (startSet === undefined) {
			throw new RangeError('The encoding does not start with a start character.');
		}

		if (this.shouldEncodeAsEan128() === true) {
			bytes.unshift(FNC1);
		}

		// Start encode with the right type
		const encodingResult = CODE128.next(bytes, 1, startSet);

		return {
			text:
				this.text === this.data
					? this.text.replace(/[^\x20-\x7E]/g, '')
					: this.text,
			data:
				// Add the start bits
				CODE128.getBar(startIndex) +
				// Add the encoded bits
				encodingResult.result +
				// Add the checksum
				CODE128.getBar((encodingResult.checksum + startIndex) % MODULO) +
				// Add the end bits
				CODE128.getBar(STOP)
		};
	}

	// GS1-128/EAN-128
	shouldEncodeAsEan128() {
		let isEAN128 = this.options.ean128 || false;
		if (typeof isEAN128 === 'string') {
			isEAN128 = isEAN128.toLowerCase() === 'true';
		}
		return isEAN128;
	}

	// Get a bar symbol by index
	static getBar(index) {
		return BARS[index] ? BARS[index].toString() : '';
	}

	// Correct an index by a set and shift it from the bytes array
	static correctIndex(bytes, set) {
		if (set === SET_A) {
			const charCode = bytes.shift();
			return charCode < 32 ? charCode + 64 : charCode - 32;
		} else if (set === SET_B) {
			return bytes.shift() - 32;
		} else {
			return (bytes.shift() - 48) * 10 + bytes.shift() - 48;
		}
	}

	static next(bytes, pos, set) {
		if (!bytes.length) {
			return { result: '', checksum: 0 };
		}

		let nextCode, index;

		// Special characters
		if (bytes[0] >= 200){
			index = bytes.shift() - 105;
			const nextSet = SWAP[index];

			// Swap to other set
			if (nextSet !== undefined) {
				nextCode = CODE128.next(bytes, pos + 1, nextSet);
			}
			// Continue on current set but encode a special character
			else {
				// Shift
				if ((set === SET_A || set === SET_B) && index === SHIFT) {
					// Convert the next character so that is encoded correctly
					bytes[0] = (set === SET_A)
						? bytes[0] > 95 ? bytes[0] - 96 : bytes[0]
						: bytes[0] < 32 ? bytes[0] + 96 : bytes[0];
				}
				nextCode = CODE128.next(bytes, pos + 1, set);
			}
		}
		// Continue encoding
		else {
			index = CODE128.correctIndex(bytes, set);
			nextCode = CODE128.next(bytes, pos + 1, set);
		}

		// Get the correct binary encoding and calculate the weight
		const enc = CODE128.getBar(index);
		const weight = index * pos;

		return {
			result: enc + nextCode.result,
			checksum: weight + nextCode.checksum
		};
	}
}

// ---- src/barcodes/CODE128/auto.js

// Match Set functions
const matchSetALength = (string) => string.match(new RegExp(`^${A_CHARS}*`))[0].length;
const matchSetBLength = (string) => string.match(new RegExp(`^${B_CHARS}*`))[0].length;
const matchSetC = (string) => string.match(new RegExp(`^${C_CHARS}*`))[0];

// CODE128A or CODE128B
function autoSelectFromAB(string, isA){
	const ranges = isA ? A_CHARS : B_CHARS;
	const untilC = string.match(new RegExp(`^(${ranges}+?)(([0-9]{2}){2,})([^0-9]|$)`));

	if (untilC) {
		return (
			untilC[1] +
			String.fromCharCode(204) +
			autoSelectFromC(string.substring(untilC[1].length))
		);
	}

	const chars = string.match(new RegExp(`^${ranges}+`))[0];

	if (chars.length === string.length) {
		return string;
	}

	return (
		chars +
		String.fromCharCode(isA ? 205 : 206) +
		autoSelectFromAB(string.substring(chars.length), !isA)
	);
}

// CODE128C
function autoSelectFromC(string) {
	const cMatch = matchSetC(string);
	const length = cMatch.length;

	if (length === string.length) {
		return string;
	}

	string = string.substring(length);

	// Select A/B depending on the longest match
	const isA = matchSetALength(string) >= matchSetBLength(string);
	return cMatch + String.fromCharCode(isA ? 206 : 205) + autoSelectFromAB(string, isA);
}

// Detect Code Set (A, B or C) and format the string
const autoSelectModes = (string) => {
	let newString;
	const cLength = matchSetC(string).length;

	// Select 128C if the string start with enough digits
	if (cLength >= 2) {
		newString = C_START_CHAR + autoSelectFromC(string);
	} else {
		// Select A/B depending on the longest match
		const isA = matchSetALength(string) > matchSetBLength(string);
		newString = (isA ? A_START_CHAR : B_START_CHAR) + autoSelectFromAB(string, isA);
	}

	return newString.replace(
		/[\xCD\xCE]([^])[\xCD\xCE]/, // Any sequence between 205 and 206 characters
		(match, char) => String.fromCharCode(203) + char
	);
};

// ---- src/barcodes/CODE128/CODE128_AUTO.js

class CODE128AUTO extends CODE128{
	constructor(data, options){
    // ASCII value ranges 0-127, 200-211
		if (/^[\x00-\x7F\xC8-\xD3]+$/.test(data)) {
			super(autoSelectModes(data), options);
		} else{
			super(data, options);
		}
	}
}

// ---- src/barcodes/CODE39/index.js

// Encoding documentation:
// https://en.wikipedia.org/wiki/Code_39#Encoding


class CODE39 extends Barcode {
	constructor(data, options){
		data = data.toUpperCase();

		// Calculate mod43 checksum if enabled
		if(options.mod43){
			data += getCharacter(mod43checksum(data));
		}

		super(data, options);
	}

	encode(){
		// First character is always a *
		var result = getEncoding("*");

		// Take every character and add the binary representation to the result
		for(let i = 0; i < this.data.length; i++){
			result += getEncoding(this.data[i]) + "0";
		}

		// Last character is always a *
		result += getEncoding("*");

		return {
			data: result,
			text: this.text
		};
	}

	valid(){
		return this.data.search(/^[0-9A-Z\-\.\ \$\/\+\%]+$/) !== -1;
	}
}






// All characters. The position in the array is the (checksum) value
var characters = [
	"0", "1", "2", "3",
	"4", "5", "6", "7",
	"8", "9", "A", "B",
	"C", "D", "E", "F",
	"G", "H", "I", "J",
	"K", "L", "M", "N",
	"O", "P", "Q", "R",
	"S", "T", "U", "V",
	"W", "X", "Y", "Z",
	"-", ".", " ", "$",
	"/", "+", "%", "*"
];

// The decimal representation of the characters, is converted to the
// corresponding binary with the getEncoding function
var encodings = [
	20957, 29783, 23639, 30485,
	20951, 29813, 23669, 20855,
	29789, 23645, 29975, 23831,
	30533, 22295, 30149, 24005,
	21623, 29981, 23837, 22301,
	30023, 23879, 30545, 22343,
	30161, 24017, 21959, 30065,
	23921, 22385, 29015, 18263,
	29141, 17879, 29045, 18293,
	17783, 29021, 18269, 17477,
	17489, 17681, 20753, 35770
];

// Get the binary representation of a character by converting the encodings
// from decimal to binary
function getEncoding(character){
	return getBinary(characterValue(character));
}

function getBinary(characterValue){
	return encodings[characterValue].toString(2);
}

function getCharacter(characterValue){
	return characters[characterValue];
}

function characterValue(character){
	return characters.indexOf(character);
}

function mod43checksum(data){
	var checksum = 0;
	for(let i = 0; i < data.length; i++){
		checksum += characterValue(data[i]);
	}

	checksum = checksum % 43;
	return checksum;
}

// ---- src/barcodes/EAN_UPC/constants.js

// Standard start end and middle bits
const SIDE_BIN = '101';
const MIDDLE_BIN = '01010';

const BINARIES = {
	'L': [ // The L (left) type of encoding
		'0001101', '0011001', '0010011', '0111101', '0100011',
		'0110001', '0101111', '0111011', '0110111', '0001011'
	],
	'G': [ // The G type of encoding
		'0100111', '0110011', '0011011', '0100001', '0011101',
		'0111001', '0000101', '0010001', '0001001', '0010111'
	],
	'R': [ // The R (right) type of encoding
		'1110010', '1100110', '1101100', '1000010', '1011100',
		'1001110', '1010000', '1000100', '1001000', '1110100'
	],
	'O': [ // The O (odd) encoding for UPC-E
		'0001101', '0011001', '0010011', '0111101', '0100011',
		'0110001', '0101111', '0111011', '0110111', '0001011'
	],
	'E': [ // The E (even) encoding for UPC-E
		'0100111', '0110011', '0011011', '0100001', '0011101',
		'0111001', '0000101', '0010001', '0001001', '0010111'
	]
};

// Define the EAN-13 structure
const EAN13_STRUCTURE = [
	'LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG',
	'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'
];

// ---- src/barcodes/EAN_UPC/encoder.js

// Encode data string
const encode = (data, structure, separator) => {
	let encoded = data
		.split('')
		.map((val, idx) => BINARIES[structure[idx]])
		.map((val, idx) => val ? val[data[idx]] : '');

	if (separator) {
		const last = data.length - 1;
		encoded = encoded.map((val, idx) => (
			idx < last ? val + separator : val
		));
	}

	return encoded.join('');
};

// ---- src/barcodes/EAN_UPC/EAN.js

// Base class for EAN8 & EAN13
class EAN extends Barcode {

	constructor(data, options) {
		super(data, options);

		// Make sure the font is not bigger than the space between the guard bars
		this.fontSize = !options.flat && options.fontSize > options.width * 10
			? options.width * 10
			: options.fontSize;

		// Make the guard bars go down half the way of the text
		this.guardHeight = options.height + this.fontSize / 2 + options.textMargin;
	}

	encode() {
		return this.options.flat
			? this.encodeFlat()
			: this.encodeGuarded();
	}

	leftText(from, to) {
		return this.text.substr(from, to);
	}

	leftEncode(data, structure) {
		return encode(data, structure);
	}

	rightText(from, to) {
		return this.text.substr(from, to);
	}

	rightEncode(data, structure) {
		return encode(data, structure);
	}

	encodeGuarded() {
		const textOptions = { fontSize: this.fontSize };
		const guardOptions = { height: this.guardHeight };

		return [
			{ data: SIDE_BIN, options: guardOptions },
			{ data: this.leftEncode(), text: this.leftText(), options: textOptions },
			{ data: MIDDLE_BIN, options: guardOptions },
			{ data: this.rightEncode(), text: this.rightText(), options: textOptions },
			{ data: SIDE_BIN, options: guardOptions },
		];
	}

	encodeFlat() {
		const data = [
			SIDE_BIN,
			this.leftEncode(),
			MIDDLE_BIN,
			this.rightEncode(),
			SIDE_BIN
		];

		return {
			data: data.join(''),
			text: this.text
		};
	}

}

// ---- src/barcodes/EAN_UPC/EAN13.js

// Encoding documentation:
// https://en.wikipedia.org/wiki/International_Article_Number_(EAN)#Binary_encoding_of_data_digits_into_EAN-13_barcode


// Calculate the checksum digit
// https://en.wikipedia.org/wiki/International_Article_Number_(EAN)#Calculation_of_checksum_digit
const ean13Checksum = (number) => {
	const res = number
		.substr(0, 12)
		.split('')
		.map((n) => +n)
		.reduce((sum, a, idx) => (
			idx % 2 ? sum + a * 3 : sum + a
		), 0);

	return (10 - (res % 10)) % 10;
};

class EAN13 extends EAN {

	constructor(data, options) {
		// Add checksum if it does not exist
		if (data.search(/^[0-9]{12}$/) !== -1) {
			data += ean13Checksum(data);
		}

		super(data, options);

		// Adds a last character to the end of the barcode
		this.lastChar = options.lastChar;
	}

	valid() {
		return (
			this.data.search(/^[0-9]{13}$/) !== -1 &&
			+this.data[12] === ean13Checksum(this.data)
		);
	}

	leftText() {
		return super.leftText(1, 6);
	}

	leftEncode() {
		const data = this.data.substr(1, 6);
		const structure = EAN13_STRUCTURE[this.data[0]];
		return super.leftEncode(data, structure);
	}

	rightText() {
		return super.rightText(7, 6);
	}

	rightEncode() {
		const data = this.data.substr(7, 6);
		return super.rightEncode(data, 'RRRRRR');
	}

	// The "standard" way of printing EAN13 barcodes with guard bars
	encodeGuarded() {
		const data = super.encodeGuarded();

		// Extend data with left digit & last character
		if (this.options.displayValue) {
			data.unshift({
				data: '000000000000',
				text: this.text.substr(0, 1),
				options: { textAlign: 'left', fontSize: this.fontSize }
			});

			if (this.options.lastChar) {
				data.push({
					data: '00'
				});
				data.push({
					data: '00000',
					text: this.options.lastChar,
					options: { fontSize: this.fontSize }
				});
			}
		}

		return data;
	}

}

// ---- src/barcodes/EAN_UPC/EAN8.js

// Encoding documentation:
// http://www.barcodeisland.com/ean8.phtml


// Calculate the checksum digit
const ean8Checksum = (number) => {
	const res = number
		.substr(0, 7)
		.split('')
		.map((n) => +n)
		.reduce((sum, a, idx) => (
			idx % 2 ? sum + a : sum + a * 3
		), 0);

	return (10 - (res % 10)) % 10;
};

class EAN8 extends EAN {

	constructor(data, options) {
		// Add checksum if it does not exist
		if (data.search(/^[0-9]{7}$/) !== -1) {
			data += ean8Checksum(data);
		}

		super(data, options);
	}

	valid() {
		return (
			this.data.search(/^[0-9]{8}$/) !== -1 &&
			+this.data[7] === ean8Checksum(this.data)
		);
	}

	leftText() {
		return super.leftText(0, 4);
	}

	leftEncode() {
		const data = this.data.substr(0, 4);
		return super.leftEncode(data, 'LLLL');
	}

	rightText() {
		return super.rightText(4, 4);
	}

	rightEncode() {
		const data = this.data.substr(4, 4);
		return super.rightEncode(data, 'RRRR');
	}

}

// ---- src/barcodes/EAN_UPC/UPC.js

// Encoding documentation:
// https://en.wikipedia.org/wiki/Universal_Product_Code#Encoding


class UPC extends Barcode{
	constructor(data, options){
		// Add checksum if it does not exist
		if(data.search(/^[0-9]{11}$/) !== -1){
			data += upcChecksum(data);
		}

		super(data, options);

		this.displayValue = options.displayValue;

		// Make sure the font is not bigger than the space between the guard bars
		if(options.fontSize > options.width * 10){
			this.fontSize = options.width * 10;
		}
		else{
			this.fontSize = options.fontSize;
		}

		// Make the guard bars go down half the way of the text
		this.guardHeight = options.height + this.fontSize / 2 + options.textMargin;
	}

	valid(){
		return this.data.search(/^[0-9]{12}$/) !== -1 &&
			this.data[11] == upcChecksum(this.data);
	}

	encode(){
		if(this.options.flat){
			return this.flatEncoding();
		}
		else{
			return this.guardedEncoding();
		}
	}

	flatEncoding(){
		var result = "";

		result += "101";
		result += encode(this.data.substr(0, 6), "LLLLLL");
		result += "01010";
		result += encode(this.data.substr(6, 6), "RRRRRR");
		result += "101";

		return {
			data: result,
			text: this.text
		};
	}

	guardedEncoding(){
		var result = [];

		// Add the first digit
		if(this.displayValue){
			result.push({
				data: "00000000",
				text: this.text.substr(0, 1),
				options: {textAlign: "left", fontSize: this.fontSize}
			});
		}

		// Add the guard bars
		result.push({
			data: "101" + encode(this.data[0], "L"),
			options: {height: this.guardHeight}
		});

		// Add the left side
		result.push({
			data: encode(this.data.substr(1, 5), "LLLLL"),
			text: this.text.substr(1, 5),
			options: {fontSize: this.fontSize}
		});

		// Add the middle bits
		result.push({
			data: "01010",
			options: {height: this.guardHeight}
		});

		// Add the right side
		result.push({
			data: encode(this.data.substr(6, 5), "RRRRR"),
			text: this.text.substr(6, 5),
			options: {fontSize: this.fontSize}
		});

		// Add the end bits
		result.push({
			data: encode(this.data[11], "R") + "101",
			options: {height: this.guardHeight}
		});

		// Add the last digit
		if(this.displayValue){
			result.push({
				data: "00000000",
				text: this.text.substr(11, 1),
				options: {textAlign: "right", fontSize: this.fontSize}
			});
		}

		return result;
	}
}

// Calulate the checksum digit
// https://en.wikipedia.org/wiki/International_Article_Number_(EAN)#Calculation_of_checksum_digit
function upcChecksum(number){
	var result = 0;

	var i;
	for(i = 1; i < 11; i += 2){
		result += parseInt(number[i]);
	}
	for(i = 0; i < 11; i += 2){
		result += parseInt(number[i]) * 3;
	}

	return (10 - (result % 10)) % 10;
}

export { CODE128AUTO as CODE128, CODE39, EAN13, EAN8, UPC };
