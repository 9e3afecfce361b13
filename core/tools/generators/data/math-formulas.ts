/**
 * The formula table of math-formula-templates: standard formulas with LaTeX, a plain-text form,
 * their variables and the reference each is checked against. Sources are cited per formula
 * (section or chapter):
 * - DLMF: NIST Digital Library of Mathematical Functions, https://dlmf.nist.gov (release 1.2):
 *   §1.2 Elementary Algebra, §4.8 logarithm identities, §4.14 and §4.21 trigonometric
 *   definitions and identities.
 * - NIST/SEMATECH e-Handbook of Statistical Methods, https://www.itl.nist.gov/div898/handbook/:
 *   §1.3.5.1 Measures of Location, §1.3.5.6 Measures of Scale, §1.3.5.15 Chi-Square
 *   Goodness-of-Fit Test, §1.3.6.6.1 Normal Distribution.
 * - OpenStax (openstax.org, CC BY 4.0): College Algebra 2e; Algebra and Trigonometry 2e;
 *   Prealgebra 2e ch. 9 "Math Models and Geometry"; Calculus Volumes 1 and 2; Introductory
 *   Statistics 2e; University Physics Volumes 1-3.
 * - Blitzstein & Hwang, Introduction to Probability, 2nd ed. (CRC, 2019), ch. 1-2.
 * - Brealey, Myers & Allen, Principles of Corporate Finance, ch. 2 "How to Calculate Present
 *   Values" and ch. 5 "Net Present Value and Other Investment Criteria".
 */

export const FORMULA_CATEGORIES = ['algebra', 'geometry', 'trigonometry', 'calculus', 'statistics', 'probability', 'physics', 'finance'] as const;
export type FormulaCategory = (typeof FORMULA_CATEGORIES)[number];

export interface FormulaVariable {
  symbol: string;
  meaning: string;
}

export interface MathFormula {
  id: string;
  name: string;
  category: FormulaCategory;
  /** LaTeX (math mode, without delimiters), as KaTeX and MathJax take it. */
  latex: string;
  /** The same formula in plain Unicode text. */
  plain: string;
  variables: FormulaVariable[];
  /** Other words people search for (lowercase). */
  keywords: string[];
  source: string;
}

type Row = [id: string, name: string, latex: string, plain: string, variables: [string, string][], keywords: string[], source: string];

const CA = 'OpenStax College Algebra 2e';
const AT = 'OpenStax Algebra and Trigonometry 2e';
const PA = 'OpenStax Prealgebra 2e';
const C1 = 'OpenStax Calculus Volume 1';
const C2 = 'OpenStax Calculus Volume 2';
const IS = 'OpenStax Introductory Statistics 2e';
const EH = 'NIST/SEMATECH e-Handbook of Statistical Methods';
const BH = 'Blitzstein & Hwang, Introduction to Probability (2nd ed.)';
const P1 = 'OpenStax University Physics Volume 1';
const P2 = 'OpenStax University Physics Volume 2';
const P3 = 'OpenStax University Physics Volume 3';
const BMA = 'Brealey, Myers & Allen, Principles of Corporate Finance';

const TABLE: Record<FormulaCategory, Row[]> = {
  algebra: [
    ['quadratic-formula', 'Quadratic formula', 'x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}', 'x = (−b ± √(b² − 4ac)) / (2a)',
      [['a, b, c', 'coefficients of ax² + bx + c = 0, a ≠ 0'], ['x', 'the roots']], ['roots', 'solve quadratic', 'discriminant', 'abc formula'], `${CA}, §2.5 Quadratic Equations`],
    ['difference-of-squares', 'Difference of squares', 'a^2 - b^2 = (a + b)(a - b)', 'a² − b² = (a + b)(a − b)',
      [['a, b', 'any numbers or expressions']], ['factoring', 'factor'], `${CA}, §1.5 Factoring Polynomials`],
    ['square-of-a-sum', 'Square of a sum', '(a + b)^2 = a^2 + 2ab + b^2', '(a + b)² = a² + 2ab + b²',
      [['a, b', 'any numbers or expressions']], ['perfect square', 'binomial square', 'expand'], `${CA}, §1.4 Polynomials`],
    ['binomial-theorem', 'Binomial theorem', '(a + b)^n = \\sum_{k=0}^{n} \\binom{n}{k} a^{n-k} b^{k}', '(a + b)ⁿ = Σₖ₌₀ⁿ C(n, k) aⁿ⁻ᵏ bᵏ',
      [['n', 'a non-negative integer'], ['\\binom{n}{k}', 'binomial coefficient n! / (k!(n − k)!)']], ['binomial expansion', 'pascal triangle'], 'DLMF §1.2(i) Binomial Coefficients'],
    ['arithmetic-series', 'Sum of an arithmetic series', 'S_n = \\frac{n}{2}\\left(2a + (n - 1)d\\right)', 'Sₙ = n/2 · (2a + (n − 1)d)',
      [['S_n', 'sum of the first n terms'], ['a', 'first term'], ['d', 'common difference'], ['n', 'number of terms']], ['arithmetic progression', 'sequence sum'], 'DLMF §1.2(ii) Finite Series'],
    ['geometric-series', 'Sum of a geometric series', 'S_n = a\\,\\frac{1 - r^n}{1 - r}, \\quad r \\neq 1', 'Sₙ = a(1 − rⁿ) / (1 − r), r ≠ 1',
      [['S_n', 'sum of the first n terms'], ['a', 'first term'], ['r', 'common ratio'], ['n', 'number of terms']], ['geometric progression', 'sequence sum'], 'DLMF §1.2(ii) Finite Series'],
    ['infinite-geometric-series', 'Sum of an infinite geometric series', '\\sum_{k=0}^{\\infty} a r^k = \\frac{a}{1 - r}, \\quad |r| < 1', 'Σₖ₌₀^∞ a·rᵏ = a / (1 − r), |r| < 1',
      [['a', 'first term'], ['r', 'common ratio, |r| < 1']], ['infinite series', 'convergent series'], `${CA}, §9.4 Series and Their Notations`],
    ['logarithm-product', 'Logarithm of a product', '\\log_b(xy) = \\log_b x + \\log_b y', 'log_b(xy) = log_b x + log_b y',
      [['b', 'base, b > 0, b ≠ 1'], ['x, y', 'positive numbers']], ['log rules', 'log laws', 'product rule for logarithms'], 'DLMF §4.8 Identities'],
    ['logarithm-power', 'Logarithm of a power', '\\log_b\\left(x^p\\right) = p \\log_b x', 'log_b(xᵖ) = p · log_b x',
      [['b', 'base, b > 0, b ≠ 1'], ['x', 'a positive number'], ['p', 'any real exponent']], ['log rules', 'power rule for logarithms'], 'DLMF §4.8 Identities'],
    ['change-of-base', 'Change of base', '\\log_b x = \\frac{\\ln x}{\\ln b}', 'log_b x = ln x / ln b',
      [['b', 'base, b > 0, b ≠ 1'], ['x', 'a positive number']], ['log base', 'logarithm base conversion'], `${CA}, §6.5 Logarithmic Properties`],
    ['product-of-powers', 'Product of powers', 'a^m \\cdot a^n = a^{m+n}', 'aᵐ · aⁿ = aᵐ⁺ⁿ',
      [['a', 'the base'], ['m, n', 'exponents']], ['exponent rules', 'laws of exponents', 'indices'], `${CA}, §1.2 Exponents and Scientific Notation`],
    ['slope', 'Slope of a line', 'm = \\frac{y_2 - y_1}{x_2 - x_1}', 'm = (y₂ − y₁) / (x₂ − x₁)',
      [['m', 'slope'], ['(x_1, y_1), (x_2, y_2)', 'two points on the line, x₁ ≠ x₂']], ['gradient', 'rise over run'], `${CA}, §4.1 Linear Functions`],
    ['point-slope-form', 'Point-slope form of a line', 'y - y_1 = m(x - x_1)', 'y − y₁ = m(x − x₁)',
      [['m', 'slope'], ['(x_1, y_1)', 'a point on the line']], ['equation of a line', 'linear equation'], `${CA}, §4.1 Linear Functions`],
    ['slope-intercept-form', 'Slope-intercept form of a line', 'y = mx + b', 'y = mx + b',
      [['m', 'slope'], ['b', 'y-intercept']], ['equation of a line', 'linear function', 'y=mx+b'], `${CA}, §4.1 Linear Functions`],
  ],
  geometry: [
    ['pythagorean-theorem', 'Pythagorean theorem', 'a^2 + b^2 = c^2', 'a² + b² = c²',
      [['a, b', 'legs of a right triangle'], ['c', 'hypotenuse']], ['pythagoras', 'right triangle', 'hypotenuse'], `${PA}, §9.3 Use Properties of Angles, Triangles, and the Pythagorean Theorem`],
    ['circle-area', 'Area of a circle', 'A = \\pi r^2', 'A = πr²', [['A', 'area'], ['r', 'radius']], ['circle', 'pi r squared'], `${PA}, §9.5 Solve Geometry Applications: Circles and Irregular Figures`],
    ['circle-circumference', 'Circumference of a circle', 'C = 2\\pi r', 'C = 2πr', [['C', 'circumference'], ['r', 'radius']], ['perimeter of a circle', 'circle'], `${PA}, §9.5 Solve Geometry Applications: Circles and Irregular Figures`],
    ['rectangle-area', 'Area of a rectangle', 'A = lw', 'A = l · w', [['A', 'area'], ['l', 'length'], ['w', 'width']], ['rectangle', 'square area'], `${PA}, §9.4 Use Properties of Rectangles, Triangles, and Trapezoids`],
    ['triangle-area', 'Area of a triangle', 'A = \\frac{1}{2}bh', 'A = ½ · b · h', [['A', 'area'], ['b', 'base'], ['h', 'height to that base']], ['triangle', 'half base times height'], `${PA}, §9.4 Use Properties of Rectangles, Triangles, and Trapezoids`],
    ['trapezoid-area', 'Area of a trapezoid', 'A = \\frac{1}{2}h\\left(b_1 + b_2\\right)', 'A = ½ · h · (b₁ + b₂)',
      [['A', 'area'], ['h', 'height'], ['b_1, b_2', 'the parallel sides']], ['trapezium', 'trapezoid'], `${PA}, §9.4 Use Properties of Rectangles, Triangles, and Trapezoids`],
    ['rectangular-solid-volume', 'Volume of a rectangular solid', 'V = lwh', 'V = l · w · h', [['V', 'volume'], ['l, w, h', 'length, width, height']], ['cuboid', 'box volume', 'prism'], `${PA}, §9.6 Solve Geometry Applications: Volume and Surface Area`],
    ['sphere-volume', 'Volume of a sphere', 'V = \\frac{4}{3}\\pi r^3', 'V = ⁴⁄₃ πr³', [['V', 'volume'], ['r', 'radius']], ['sphere', 'ball volume'], `${PA}, §9.6 Solve Geometry Applications: Volume and Surface Area`],
    ['sphere-surface-area', 'Surface area of a sphere', 'S = 4\\pi r^2', 'S = 4πr²', [['S', 'surface area'], ['r', 'radius']], ['sphere', 'ball'], `${PA}, §9.6 Solve Geometry Applications: Volume and Surface Area`],
    ['cylinder-volume', 'Volume of a cylinder', 'V = \\pi r^2 h', 'V = πr²h', [['V', 'volume'], ['r', 'radius of the base'], ['h', 'height']], ['cylinder', 'can volume'], `${PA}, §9.6 Solve Geometry Applications: Volume and Surface Area`],
    ['cone-volume', 'Volume of a cone', 'V = \\frac{1}{3}\\pi r^2 h', 'V = ⅓ πr²h', [['V', 'volume'], ['r', 'radius of the base'], ['h', 'height']], ['cone'], `${PA}, §9.6 Solve Geometry Applications: Volume and Surface Area`],
    ['distance-formula', 'Distance between two points', 'd = \\sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}', 'd = √((x₂ − x₁)² + (y₂ − y₁)²)',
      [['d', 'distance'], ['(x_1, y_1), (x_2, y_2)', 'the two points']], ['euclidean distance', 'length of a segment'], `${CA}, §2.1 The Rectangular Coordinate Systems and Graphs`],
    ['midpoint-formula', 'Midpoint of a segment', 'M = \\left(\\frac{x_1 + x_2}{2}, \\frac{y_1 + y_2}{2}\\right)', 'M = ((x₁ + x₂)/2, (y₁ + y₂)/2)',
      [['M', 'midpoint'], ['(x_1, y_1), (x_2, y_2)', 'the endpoints']], ['midpoint', 'center of a segment'], `${CA}, §2.1 The Rectangular Coordinate Systems and Graphs`],
    ['herons-formula', 'Heron’s formula', 'A = \\sqrt{s(s - a)(s - b)(s - c)}, \\quad s = \\frac{a + b + c}{2}', 'A = √(s(s − a)(s − b)(s − c)), s = (a + b + c)/2',
      [['A', 'area'], ['a, b, c', 'side lengths'], ['s', 'semi-perimeter']], ['triangle area from sides', 'heron'], `${AT}, §10.2 Non-right Triangles: Law of Cosines`],
  ],
  trigonometry: [
    ['pythagorean-identity', 'Pythagorean identity', '\\sin^2\\theta + \\cos^2\\theta = 1', 'sin²θ + cos²θ = 1', [['\\theta', 'any angle']], ['trig identity', 'sin squared plus cos squared'], 'DLMF §4.21 Identities'],
    ['tangent-definition', 'Tangent as sine over cosine', '\\tan\\theta = \\frac{\\sin\\theta}{\\cos\\theta}', 'tan θ = sin θ / cos θ', [['\\theta', 'an angle with cos θ ≠ 0']], ['tan', 'tangent'], 'DLMF §4.14 Definitions and Periodicity'],
    ['sine-addition', 'Sine of a sum or difference', '\\sin(\\alpha \\pm \\beta) = \\sin\\alpha\\cos\\beta \\pm \\cos\\alpha\\sin\\beta', 'sin(α ± β) = sin α cos β ± cos α sin β',
      [['\\alpha, \\beta', 'angles']], ['angle sum', 'compound angle', 'addition formula'], 'DLMF §4.21 Identities'],
    ['cosine-addition', 'Cosine of a sum or difference', '\\cos(\\alpha \\pm \\beta) = \\cos\\alpha\\cos\\beta \\mp \\sin\\alpha\\sin\\beta', 'cos(α ± β) = cos α cos β ∓ sin α sin β',
      [['\\alpha, \\beta', 'angles']], ['angle sum', 'compound angle', 'addition formula'], 'DLMF §4.21 Identities'],
    ['tangent-addition', 'Tangent of a sum or difference', '\\tan(\\alpha \\pm \\beta) = \\frac{\\tan\\alpha \\pm \\tan\\beta}{1 \\mp \\tan\\alpha\\tan\\beta}', 'tan(α ± β) = (tan α ± tan β) / (1 ∓ tan α tan β)',
      [['\\alpha, \\beta', 'angles']], ['angle sum', 'addition formula'], 'DLMF §4.21 Identities'],
    ['double-angle-sine', 'Double-angle formula for sine', '\\sin 2\\theta = 2\\sin\\theta\\cos\\theta', 'sin 2θ = 2 sin θ cos θ', [['\\theta', 'an angle']], ['double angle', 'multiple angle'], 'DLMF §4.21 Identities'],
    ['double-angle-cosine', 'Double-angle formula for cosine', '\\cos 2\\theta = \\cos^2\\theta - \\sin^2\\theta = 2\\cos^2\\theta - 1 = 1 - 2\\sin^2\\theta', 'cos 2θ = cos²θ − sin²θ = 2cos²θ − 1 = 1 − 2sin²θ',
      [['\\theta', 'an angle']], ['double angle', 'multiple angle'], 'DLMF §4.21 Identities'],
    ['half-angle-sine', 'Half-angle formula for sine', '\\sin\\frac{\\theta}{2} = \\pm\\sqrt{\\frac{1 - \\cos\\theta}{2}}', 'sin(θ/2) = ±√((1 − cos θ)/2)',
      [['\\theta', 'an angle; the sign is that of sin(θ/2)']], ['half angle'], 'DLMF §4.21 Identities'],
    ['law-of-sines', 'Law of sines', '\\frac{a}{\\sin A} = \\frac{b}{\\sin B} = \\frac{c}{\\sin C}', 'a / sin A = b / sin B = c / sin C',
      [['a, b, c', 'side lengths'], ['A, B, C', 'the opposite angles']], ['sine rule', 'oblique triangle'], `${AT}, §10.1 Non-right Triangles: Law of Sines`],
    ['law-of-cosines', 'Law of cosines', 'c^2 = a^2 + b^2 - 2ab\\cos C', 'c² = a² + b² − 2ab cos C',
      [['a, b, c', 'side lengths'], ['C', 'the angle opposite c']], ['cosine rule', 'oblique triangle'], `${AT}, §10.2 Non-right Triangles: Law of Cosines`],
    ['eulers-formula', 'Euler’s formula', 'e^{i\\theta} = \\cos\\theta + i\\sin\\theta', 'e^(iθ) = cos θ + i sin θ', [['\\theta', 'a real angle'], ['i', 'the imaginary unit']], ['euler', 'complex exponential'], 'DLMF §4.14 Definitions and Periodicity'],
    ['degrees-to-radians', 'Degrees to radians', '\\theta_{\\text{rad}} = \\theta_{\\text{deg}} \\cdot \\frac{\\pi}{180}', 'θ_rad = θ_deg · π / 180',
      [['\\theta_{\\text{rad}}', 'angle in radians'], ['\\theta_{\\text{deg}}', 'angle in degrees']], ['angle conversion', 'radian'], `${AT}, §7.1 Angles`],
    ['arc-length', 'Arc length', 's = r\\theta', 's = rθ', [['s', 'arc length'], ['r', 'radius'], ['\\theta', 'central angle in radians']], ['arc', 'sector'], `${AT}, §7.1 Angles`],
  ],
  calculus: [
    ['derivative-definition', 'Definition of the derivative', "f'(x) = \\lim_{h \\to 0} \\frac{f(x + h) - f(x)}{h}", "f′(x) = lim_(h→0) (f(x + h) − f(x)) / h",
      [['f', 'a function'], ['h', 'the increment']], ['difference quotient', 'first principles'], `${C1}, §3.1 Defining the Derivative`],
    ['power-rule', 'Power rule', '\\frac{d}{dx} x^n = n x^{n-1}', 'd/dx xⁿ = n xⁿ⁻¹', [['n', 'a real exponent']], ['differentiation', 'derivative of x^n'], `${C1}, §3.3 Differentiation Rules`],
    ['product-rule', 'Product rule', "(fg)' = f'g + fg'", '(fg)′ = f′g + fg′', [['f, g', 'differentiable functions']], ['differentiation', 'derivative of a product'], `${C1}, §3.3 Differentiation Rules`],
    ['quotient-rule', 'Quotient rule', "\\left(\\frac{f}{g}\\right)' = \\frac{f'g - fg'}{g^2}", '(f/g)′ = (f′g − fg′) / g²', [['f, g', 'differentiable functions, g ≠ 0']], ['differentiation', 'derivative of a quotient'], `${C1}, §3.3 Differentiation Rules`],
    ['chain-rule', 'Chain rule', "\\frac{d}{dx} f(g(x)) = f'(g(x))\\, g'(x)", 'd/dx f(g(x)) = f′(g(x)) · g′(x)', [['f, g', 'differentiable functions']], ['composite function', 'differentiation'], `${C1}, §3.6 The Chain Rule`],
    ['exponential-derivative', 'Derivative of the exponential', '\\frac{d}{dx} e^x = e^x', 'd/dx eˣ = eˣ', [['e', 'Euler’s number, 2.71828…']], ['derivative of e^x', 'exponential function'], `${C1}, §3.9 Derivatives of Exponential and Logarithmic Functions`],
    ['fundamental-theorem-of-calculus', 'Fundamental theorem of calculus', '\\int_a^b f(x)\\,dx = F(b) - F(a)', '∫ₐᵇ f(x) dx = F(b) − F(a)',
      [['f', 'a continuous function on [a, b]'], ['F', 'an antiderivative of f']], ['ftc', 'definite integral', 'integration'], `${C1}, §5.3 The Fundamental Theorem of Calculus`],
    ['power-rule-integral', 'Power rule for integrals', '\\int x^n\\,dx = \\frac{x^{n+1}}{n + 1} + C, \\quad n \\neq -1', '∫ xⁿ dx = xⁿ⁺¹/(n + 1) + C, n ≠ −1',
      [['n', 'a real exponent other than −1'], ['C', 'constant of integration']], ['antiderivative', 'integration'], `${C1}, §4.10 Antiderivatives`],
    ['integration-by-parts', 'Integration by parts', '\\int u\\,dv = uv - \\int v\\,du', '∫ u dv = uv − ∫ v du', [['u, v', 'differentiable functions']], ['integration technique', 'by parts'], `${C2}, §3.1 Integration by Parts`],
    ['taylor-series', 'Taylor series', 'f(x) = \\sum_{n=0}^{\\infty} \\frac{f^{(n)}(a)}{n!}(x - a)^n', 'f(x) = Σₙ₌₀^∞ f⁽ⁿ⁾(a)/n! · (x − a)ⁿ',
      [['f^{(n)}(a)', 'the n-th derivative of f at a'], ['a', 'the centre']], ['maclaurin series', 'power series', 'series expansion'], `${C2}, §6.3 Taylor and Maclaurin Series`],
    ['lhopitals-rule', 'L’Hôpital’s rule', "\\lim_{x \\to a} \\frac{f(x)}{g(x)} = \\lim_{x \\to a} \\frac{f'(x)}{g'(x)}", 'lim_(x→a) f(x)/g(x) = lim_(x→a) f′(x)/g′(x)',
      [['f, g', 'functions with a 0/0 or ∞/∞ limit at a']], ['lhopital', 'indeterminate form', 'limits'], `${C1}, §4.8 L’Hôpital’s Rule`],
    ['mean-value-theorem', 'Mean value theorem', "f'(c) = \\frac{f(b) - f(a)}{b - a}", 'f′(c) = (f(b) − f(a)) / (b − a)',
      [['f', 'continuous on [a, b], differentiable on (a, b)'], ['c', 'some point in (a, b)']], ['mvt'], `${C1}, §4.4 The Mean Value Theorem`],
  ],
  statistics: [
    ['arithmetic-mean', 'Arithmetic mean', '\\bar{x} = \\frac{1}{n}\\sum_{i=1}^{n} x_i', 'x̄ = (1/n) Σᵢ xᵢ', [['\\bar{x}', 'sample mean'], ['x_i', 'the observations'], ['n', 'number of observations']], ['average', 'mean'], `${EH}, §1.3.5.1 Measures of Location`],
    ['sample-variance', 'Sample variance', 's^2 = \\frac{1}{n - 1}\\sum_{i=1}^{n}\\left(x_i - \\bar{x}\\right)^2', 's² = Σᵢ (xᵢ − x̄)² / (n − 1)',
      [['s^2', 'sample variance'], ['x_i', 'the observations'], ['\\bar{x}', 'sample mean'], ['n', 'number of observations']], ['variance', 'spread'], `${EH}, §1.3.5.6 Measures of Scale`],
    ['sample-standard-deviation', 'Sample standard deviation', 's = \\sqrt{\\frac{1}{n - 1}\\sum_{i=1}^{n}\\left(x_i - \\bar{x}\\right)^2}', 's = √(Σᵢ (xᵢ − x̄)² / (n − 1))',
      [['s', 'sample standard deviation'], ['x_i', 'the observations'], ['\\bar{x}', 'sample mean']], ['standard deviation', 'stdev', 'sd'], `${EH}, §1.3.5.6 Measures of Scale`],
    ['population-variance', 'Population variance', '\\sigma^2 = \\frac{1}{N}\\sum_{i=1}^{N}\\left(x_i - \\mu\\right)^2', 'σ² = Σᵢ (xᵢ − μ)² / N',
      [['\\sigma^2', 'population variance'], ['\\mu', 'population mean'], ['N', 'population size']], ['variance', 'population standard deviation'], `${IS}, §2.7 Measures of the Spread of the Data`],
    ['z-score', 'z-score (standard score)', 'z = \\frac{x - \\mu}{\\sigma}', 'z = (x − μ) / σ', [['x', 'a value'], ['\\mu', 'mean'], ['\\sigma', 'standard deviation']], ['standard score', 'standardize', 'normal'], `${IS}, §6.1 The Standard Normal Distribution`],
    ['standard-error-of-the-mean', 'Standard error of the mean', '\\mathrm{SE} = \\frac{s}{\\sqrt{n}}', 'SE = s / √n', [['s', 'sample standard deviation'], ['n', 'sample size']], ['sem', 'standard error'], `${IS}, §7.1 The Central Limit Theorem for Sample Means (Averages)`],
    ['pearson-correlation', 'Pearson correlation coefficient', 'r = \\frac{\\sum_{i}(x_i - \\bar{x})(y_i - \\bar{y})}{\\sqrt{\\sum_{i}(x_i - \\bar{x})^2 \\sum_{i}(y_i - \\bar{y})^2}}', 'r = Σ(xᵢ − x̄)(yᵢ − ȳ) / √(Σ(xᵢ − x̄)² · Σ(yᵢ − ȳ)²)',
      [['r', 'correlation, from −1 to 1'], ['x_i, y_i', 'paired observations'], ['\\bar{x}, \\bar{y}', 'their means']], ['correlation', 'r value'], `${IS}, ch. 12 Linear Regression and Correlation`],
    ['least-squares-line', 'Least-squares regression line', '\\hat{y} = a + bx, \\quad b = \\frac{\\sum_{i}(x_i - \\bar{x})(y_i - \\bar{y})}{\\sum_{i}(x_i - \\bar{x})^2}, \\quad a = \\bar{y} - b\\bar{x}', 'ŷ = a + bx, b = Σ(xᵢ − x̄)(yᵢ − ȳ) / Σ(xᵢ − x̄)², a = ȳ − b·x̄',
      [['b', 'slope'], ['a', 'intercept'], ['x_i, y_i', 'paired observations']], ['linear regression', 'line of best fit', 'ols'], `${IS}, ch. 12 Linear Regression and Correlation`],
    ['normal-distribution-pdf', 'Normal probability density', 'f(x) = \\frac{1}{\\sigma\\sqrt{2\\pi}}\\, e^{-\\frac{(x - \\mu)^2}{2\\sigma^2}}', 'f(x) = 1/(σ√(2π)) · e^(−(x − μ)²/(2σ²))',
      [['\\mu', 'mean'], ['\\sigma', 'standard deviation']], ['gaussian', 'bell curve', 'normal pdf'], `${EH}, §1.3.6.6.1 Normal Distribution`],
    ['confidence-interval-mean', 'Confidence interval for a mean (σ known)', '\\bar{x} \\pm z^{*}\\frac{\\sigma}{\\sqrt{n}}', 'x̄ ± z* · σ/√n',
      [['\\bar{x}', 'sample mean'], ['z^{*}', 'critical value (1.96 for 95 %)'], ['\\sigma', 'population standard deviation'], ['n', 'sample size']], ['margin of error', 'confidence interval'], `${IS}, §8.1 A Single Population Mean using the Normal Distribution`],
    ['chi-square-statistic', 'Chi-square goodness-of-fit statistic', '\\chi^2 = \\sum_{i=1}^{k}\\frac{(O_i - E_i)^2}{E_i}', 'χ² = Σᵢ (Oᵢ − Eᵢ)² / Eᵢ',
      [['O_i', 'observed count in cell i'], ['E_i', 'expected count in cell i'], ['k', 'number of cells']], ['chi squared', 'goodness of fit'], `${EH}, §1.3.5.15 Chi-Square Goodness-of-Fit Test`],
  ],
  probability: [
    ['combinations', 'Combinations (n choose k)', '\\binom{n}{k} = \\frac{n!}{k!\\,(n - k)!}', 'C(n, k) = n! / (k!(n − k)!)',
      [['n', 'number of items'], ['k', 'number chosen, 0 ≤ k ≤ n']], ['n choose k', 'binomial coefficient', 'ncr'], 'DLMF §1.2(i) Binomial Coefficients'],
    ['permutations', 'Permutations', 'P(n, k) = \\frac{n!}{(n - k)!}', 'P(n, k) = n! / (n − k)!', [['n', 'number of items'], ['k', 'number arranged in order']], ['npr', 'arrangements', 'ordered selection'], `${BH}, §1.4 How to Count`],
    ['complement-rule', 'Complement rule', 'P(A^c) = 1 - P(A)', 'P(not A) = 1 − P(A)', [['A', 'an event'], ['A^c', 'its complement']], ['not', 'complement'], `${IS}, §3.1 Terminology`],
    ['addition-rule', 'Addition rule', 'P(A \\cup B) = P(A) + P(B) - P(A \\cap B)', 'P(A or B) = P(A) + P(B) − P(A and B)', [['A, B', 'events']], ['union', 'or rule', 'inclusion exclusion'], `${IS}, §3.3 Two Basic Rules of Probability`],
    ['multiplication-rule', 'Multiplication rule', 'P(A \\cap B) = P(A \\mid B)\\,P(B)', 'P(A and B) = P(A | B) · P(B)', [['A, B', 'events']], ['intersection', 'and rule', 'joint probability'], `${IS}, §3.3 Two Basic Rules of Probability`],
    ['conditional-probability', 'Conditional probability', 'P(A \\mid B) = \\frac{P(A \\cap B)}{P(B)}', 'P(A | B) = P(A and B) / P(B)', [['A, B', 'events, P(B) > 0']], ['given', 'conditional'], `${BH}, §2.2 Definition and Intuition`],
    ['bayes-theorem', 'Bayes’ theorem', 'P(A \\mid B) = \\frac{P(B \\mid A)\\,P(A)}{P(B)}', 'P(A | B) = P(B | A) · P(A) / P(B)',
      [['P(A)', 'prior'], ['P(B \\mid A)', 'likelihood'], ['P(A \\mid B)', 'posterior'], ['P(B)', 'evidence, > 0']], ['bayes rule', 'posterior', 'bayesian'], `${BH}, §2.3 Bayes’ Rule and the Law of Total Probability`],
    ['binomial-probability', 'Binomial probability', 'P(X = k) = \\binom{n}{k} p^k (1 - p)^{n - k}', 'P(X = k) = C(n, k) · pᵏ · (1 − p)ⁿ⁻ᵏ',
      [['n', 'number of trials'], ['k', 'number of successes'], ['p', 'probability of success']], ['binomial distribution', 'bernoulli trials'], `${IS}, §4.3 Binomial Distribution`],
    ['poisson-probability', 'Poisson probability', 'P(X = k) = \\frac{\\lambda^k e^{-\\lambda}}{k!}', 'P(X = k) = λᵏ e^(−λ) / k!', [['\\lambda', 'mean number of events'], ['k', 'number of events']], ['poisson distribution', 'rare events'], `${IS}, §4.6 Poisson Distribution`],
    ['expected-value', 'Expected value', 'E[X] = \\sum_{i} x_i\\, P(X = x_i)', 'E[X] = Σᵢ xᵢ · P(X = xᵢ)', [['X', 'a discrete random variable'], ['x_i', 'its values']], ['mean', 'expectation'], `${IS}, §4.2 Mean or Expected Value and Standard Deviation`],
  ],
  physics: [
    ['newtons-second-law', 'Newton’s second law', 'F = ma', 'F = m · a', [['F', 'net force (N)'], ['m', 'mass (kg)'], ['a', 'acceleration (m/s²)']], ['force', 'newton', 'f=ma'], `${P1}, ch. 5 Newton’s Laws of Motion`],
    ['velocity-constant-acceleration', 'Velocity under constant acceleration', 'v = v_0 + at', 'v = v₀ + a·t', [['v', 'velocity'], ['v_0', 'initial velocity'], ['a', 'acceleration'], ['t', 'time']], ['kinematics', 'suvat'], `${P1}, ch. 3 Motion Along a Straight Line`],
    ['position-constant-acceleration', 'Position under constant acceleration', 'x = x_0 + v_0 t + \\frac{1}{2}at^2', 'x = x₀ + v₀t + ½at²',
      [['x', 'position'], ['x_0', 'initial position'], ['v_0', 'initial velocity'], ['a', 'acceleration'], ['t', 'time']], ['kinematics', 'suvat', 'displacement'], `${P1}, ch. 3 Motion Along a Straight Line`],
    ['velocity-squared', 'Velocity and displacement', 'v^2 = v_0^2 + 2a(x - x_0)', 'v² = v₀² + 2a(x − x₀)', [['v', 'velocity'], ['v_0', 'initial velocity'], ['a', 'acceleration'], ['x - x_0', 'displacement']], ['kinematics', 'suvat'], `${P1}, ch. 3 Motion Along a Straight Line`],
    ['kinetic-energy', 'Kinetic energy', 'K = \\frac{1}{2}mv^2', 'K = ½mv²', [['K', 'kinetic energy (J)'], ['m', 'mass (kg)'], ['v', 'speed (m/s)']], ['energy', 'ke'], `${P1}, ch. 7 Work and Kinetic Energy`],
    ['gravitational-potential-energy', 'Gravitational potential energy near the surface', 'U = mgh', 'U = m·g·h', [['U', 'potential energy (J)'], ['m', 'mass (kg)'], ['g', 'gravitational acceleration, 9.80665 m/s² standard'], ['h', 'height (m)']], ['potential energy', 'pe'], `${P1}, ch. 8 Potential Energy and Conservation of Energy`],
    ['work', 'Work done by a constant force', 'W = Fd\\cos\\theta', 'W = F·d·cos θ', [['W', 'work (J)'], ['F', 'force (N)'], ['d', 'displacement (m)'], ['\\theta', 'angle between force and displacement']], ['work', 'joule'], `${P1}, ch. 7 Work and Kinetic Energy`],
    ['power', 'Power', 'P = \\frac{W}{t}', 'P = W / t', [['P', 'power (W)'], ['W', 'work (J)'], ['t', 'time (s)']], ['watt', 'rate of work'], `${P1}, ch. 7 Work and Kinetic Energy`],
    ['momentum', 'Linear momentum', 'p = mv', 'p = m·v', [['p', 'momentum (kg·m/s)'], ['m', 'mass'], ['v', 'velocity']], ['momentum', 'impulse'], `${P1}, ch. 9 Linear Momentum and Collisions`],
    ['centripetal-acceleration', 'Centripetal acceleration', 'a_c = \\frac{v^2}{r}', 'a_c = v² / r', [['a_c', 'centripetal acceleration'], ['v', 'speed'], ['r', 'radius of the circle']], ['circular motion', 'centripetal'], `${P1}, ch. 4 Motion in Two and Three Dimensions`],
    ['universal-gravitation', 'Newton’s law of universal gravitation', 'F = G\\frac{m_1 m_2}{r^2}', 'F = G·m₁·m₂ / r²',
      [['F', 'force (N)'], ['G', 'gravitational constant, 6.674 × 10⁻¹¹ N·m²/kg²'], ['m_1, m_2', 'masses (kg)'], ['r', 'distance between centres (m)']], ['gravity', 'gravitation'], `${P1}, ch. 13 Gravitation`],
    ['density', 'Density', '\\rho = \\frac{m}{V}', 'ρ = m / V', [['\\rho', 'density (kg/m³)'], ['m', 'mass'], ['V', 'volume']], ['mass density'], `${P1}, ch. 14 Fluid Mechanics`],
    ['pendulum-period', 'Period of a simple pendulum', 'T = 2\\pi\\sqrt{\\frac{L}{g}}', 'T = 2π √(L / g)', [['T', 'period (s)'], ['L', 'length (m)'], ['g', 'gravitational acceleration']], ['pendulum', 'oscillation', 'small angle'], `${P1}, ch. 15 Oscillations`],
    ['wave-speed', 'Wave speed', 'v = f\\lambda', 'v = f·λ', [['v', 'wave speed'], ['f', 'frequency (Hz)'], ['\\lambda', 'wavelength']], ['wavelength', 'frequency'], `${P1}, ch. 16 Waves`],
    ['ideal-gas-law', 'Ideal gas law', 'PV = nRT', 'PV = nRT',
      [['P', 'pressure (Pa)'], ['V', 'volume (m³)'], ['n', 'amount (mol)'], ['R', 'gas constant, 8.314 J/(mol·K)'], ['T', 'temperature (K)']], ['gas law', 'pv=nrt'], `${P2}, ch. 2 The Kinetic Theory of Gases`],
    ['coulombs-law', 'Coulomb’s law', 'F = k\\frac{|q_1 q_2|}{r^2}', 'F = k·|q₁q₂| / r²',
      [['F', 'force (N)'], ['k', 'Coulomb constant, 8.988 × 10⁹ N·m²/C²'], ['q_1, q_2', 'charges (C)'], ['r', 'distance (m)']], ['electrostatics', 'electric force'], `${P2}, ch. 5 Electric Charges and Fields`],
    ['ohms-law', 'Ohm’s law', 'V = IR', 'V = I·R', [['V', 'voltage (V)'], ['I', 'current (A)'], ['R', 'resistance (Ω)']], ['ohm', 'voltage current resistance'], `${P2}, ch. 9 Current and Resistance`],
    ['electric-power', 'Electric power', 'P = IV', 'P = I·V', [['P', 'power (W)'], ['I', 'current (A)'], ['V', 'voltage (V)']], ['watts', 'power'], `${P2}, ch. 9 Current and Resistance`],
    ['mass-energy-equivalence', 'Mass–energy equivalence', 'E = mc^2', 'E = mc²', [['E', 'rest energy (J)'], ['m', 'mass (kg)'], ['c', 'speed of light, 299 792 458 m/s']], ['einstein', 'relativity', 'e=mc2'], `${P3}, ch. 5 Relativity`],
  ],
  finance: [
    ['simple-interest', 'Simple interest', 'I = Prt', 'I = P·r·t', [['I', 'interest'], ['P', 'principal'], ['r', 'annual rate (decimal)'], ['t', 'time in years']], ['interest', 'flat interest'], `${BMA}, ch. 2 How to Calculate Present Values`],
    ['compound-interest', 'Compound interest', 'A = P\\left(1 + \\frac{r}{n}\\right)^{nt}', 'A = P(1 + r/n)^(nt)',
      [['A', 'amount after t years'], ['P', 'principal'], ['r', 'annual nominal rate (decimal)'], ['n', 'compounding periods per year'], ['t', 'years']], ['compounding', 'future value'], `${CA}, §6.1 Exponential Functions`],
    ['continuous-compounding', 'Continuous compounding', 'A = Pe^{rt}', 'A = P·e^(rt)', [['A', 'amount'], ['P', 'principal'], ['r', 'annual rate (decimal)'], ['t', 'years']], ['continuous interest', 'exponential growth'], `${CA}, §6.1 Exponential Functions`],
    ['present-value', 'Present value of a future amount', 'PV = \\frac{FV}{(1 + r)^n}', 'PV = FV / (1 + r)ⁿ', [['PV', 'present value'], ['FV', 'future value'], ['r', 'rate per period'], ['n', 'number of periods']], ['discounting', 'time value of money'], `${BMA}, ch. 2 How to Calculate Present Values`],
    ['future-value-of-annuity', 'Future value of an ordinary annuity', 'FV = PMT\\cdot\\frac{(1 + r)^n - 1}{r}', 'FV = PMT · ((1 + r)ⁿ − 1) / r',
      [['PMT', 'payment per period'], ['r', 'rate per period'], ['n', 'number of payments']], ['annuity', 'savings plan', 'sinking fund'], `${BMA}, ch. 2 How to Calculate Present Values`],
    ['present-value-of-annuity', 'Present value of an ordinary annuity', 'PV = PMT\\cdot\\frac{1 - (1 + r)^{-n}}{r}', 'PV = PMT · (1 − (1 + r)⁻ⁿ) / r',
      [['PMT', 'payment per period'], ['r', 'rate per period'], ['n', 'number of payments']], ['annuity', 'time value of money'], `${BMA}, ch. 2 How to Calculate Present Values`],
    ['loan-payment', 'Loan payment (amortization)', 'PMT = \\frac{P\\,r}{1 - (1 + r)^{-n}}', 'PMT = P·r / (1 − (1 + r)⁻ⁿ)',
      [['PMT', 'payment per period'], ['P', 'loan principal'], ['r', 'rate per period'], ['n', 'number of payments']], ['mortgage payment', 'amortization', 'emi', 'pmt'], `${BMA}, ch. 2 How to Calculate Present Values`],
    ['perpetuity', 'Present value of a perpetuity', 'PV = \\frac{C}{r}', 'PV = C / r', [['C', 'cash flow per period'], ['r', 'rate per period']], ['perpetuity', 'consol'], `${BMA}, ch. 2 How to Calculate Present Values`],
    ['effective-annual-rate', 'Effective annual rate', 'EAR = \\left(1 + \\frac{r}{n}\\right)^n - 1', 'EAR = (1 + r/n)ⁿ − 1', [['r', 'nominal annual rate (decimal)'], ['n', 'compounding periods per year']], ['apy', 'effective rate', 'annual equivalent rate'], `${BMA}, ch. 2 How to Calculate Present Values`],
    ['net-present-value', 'Net present value', 'NPV = \\sum_{t=0}^{n}\\frac{C_t}{(1 + r)^t}', 'NPV = Σₜ₌₀ⁿ Cₜ / (1 + r)ᵗ', [['C_t', 'cash flow at time t (negative for outlays)'], ['r', 'discount rate'], ['n', 'last period']], ['npv', 'discounted cash flow', 'dcf'], `${BMA}, ch. 5 Net Present Value and Other Investment Criteria`],
    ['compound-annual-growth-rate', 'Compound annual growth rate', 'CAGR = \\left(\\frac{V_{\\text{end}}}{V_{\\text{start}}}\\right)^{1/n} - 1', 'CAGR = (V_end / V_start)^(1/n) − 1',
      [['V_{\\text{start}}, V_{\\text{end}}', 'starting and ending values'], ['n', 'number of years']], ['cagr', 'growth rate', 'annualized return'], `${BMA}, ch. 2 How to Calculate Present Values (the compound growth equation solved for the rate)`],
  ],
};

export const FORMULAS: readonly MathFormula[] = FORMULA_CATEGORIES.flatMap((category) =>
  TABLE[category].map(([id, name, latex, plain, variables, keywords, source]) => ({
    id,
    name,
    category,
    latex,
    plain,
    variables: variables.map(([symbol, meaning]) => ({ symbol, meaning })),
    keywords,
    source,
  })),
);
