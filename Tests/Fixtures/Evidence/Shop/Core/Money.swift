import Checkout // expected-error[module-cycle] evidence[module-cycle]: module Core imports Checkout

struct Money {
    let cents: Int
}
