//! Below ω^ω, ordinals are polynomials in ω; an independent model of them checks
//! the crate's order, sums and products from the definitions.

use std::cmp::Ordering;

use ordinal::Ordinal;

/// `ω^(k-1)·c[k-1] + … + ω·c[1] + c[0]`, without trailing zero coefficients.
#[derive(Clone, Debug, PartialEq)]
struct Polynomial(Vec<u64>);

impl Polynomial {
    fn random(rng: &mut fastrand::Rng) -> Polynomial {
        let mut coefficients: Vec<u64> = (0..rng.usize(0..5)).map(|_| rng.u64(0..4)).collect();
        while coefficients.last() == Some(&0) {
            coefficients.pop();
        }
        Polynomial(coefficients)
    }

    fn to_ordinal(&self) -> Ordinal {
        let terms = self.0.iter().enumerate().rev();
        terms
            .map(|(degree, &c)| Ordinal::monomial(Ordinal::from(degree as u64), c.into()))
            .sum()
    }

    /// The largest power decides, then the next, and so on.
    fn cmp(&self, other: &Polynomial) -> Ordering {
        let by_degree = self.0.len().cmp(&other.0.len());
        by_degree.then_with(|| self.0.iter().rev().cmp(other.0.iter().rev()))
    }

    /// `α + β`: β's leading term `ω^d` absorbs every term of α below `ω^d`.
    fn add(&self, other: &Polynomial) -> Polynomial {
        let Some(degree) = other.0.len().checked_sub(1) else {
            return self.clone();
        };
        let mut sum = other.0.clone();
        if let Some(&same) = self.0.get(degree) {
            sum[degree] += same;
        }
        sum.extend(self.0.iter().skip(degree + 1));
        Polynomial(sum)
    }

    /// `α·β` from `α·(β₁ + β₂) = α·β₁ + α·β₂`, `α·ω^j = ω^(deg α + j)` for `j ≥ 1`
    /// (α's lower terms vanish in the limit) and `α·n = α + … + α`.
    fn mul(&self, other: &Polynomial) -> Polynomial {
        let Some(degree) = self.0.len().checked_sub(1) else {
            return Polynomial(Vec::new());
        };
        let mut product = Polynomial(Vec::new());
        for (j, &count) in other.0.iter().enumerate().rev() {
            for _ in 0..count {
                let piece = if j == 0 {
                    self.clone()
                } else {
                    let mut power = vec![0; degree + j + 1];
                    power[degree + j] = 1;
                    Polynomial(power)
                };
                product = product.add(&piece);
            }
        }
        product
    }
}

#[test]
fn order_sums_and_products_match_the_model() {
    let mut rng = fastrand::Rng::with_seed(2024);
    for _ in 0..5000 {
        let (a, b) = (Polynomial::random(&mut rng), Polynomial::random(&mut rng));
        let (x, y) = (a.to_ordinal(), b.to_ordinal());
        assert_eq!(x.cmp(&y), a.cmp(&b), "{x} vs {y}");
        assert_eq!(&x + &y, a.add(&b).to_ordinal(), "{x} + {y}");
        assert_eq!(&x * &y, a.mul(&b).to_ordinal(), "{x} · {y}");
    }
}
