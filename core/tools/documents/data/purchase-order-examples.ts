import type { PurchaseOrderExample } from '../purchase-order-generator.ts';

/** purchase-order-generator's examples: the output of each is what the tool returns (the catalog test runs them). */
export const PURCHASE_ORDER_EXAMPLES: PurchaseOrderExample[] = [
  {
    title: 'Office supplies in US dollars, with tax, a discount and shipping',
    input: {
      po_number: 'PO-2024-0042',
      date: '2024-03-15',
      company: {
        name: 'Acme Widgets Inc.',
        address: '100 Main Street\nSpringfield, IL 62701',
        email: 'purchasing@acme.example',
        phone: '+1 217 555 0100'
      },
      vendor: { name: 'Paper & Co.', address: '55 Mill Road\nDayton, OH 45402', email: 'orders@paperco.example' },
      items: [
        {
          description: 'Copy paper, A4 80 g/m², 500 sheets',
          sku: 'CP-80-500',
          quantity: 10,
          unit: 'ream',
          unit_price: 4.99
        },
        { description: 'Ballpoint pens, blue', quantity: 3, unit: 'box', unit_price: 0.1 },
        { description: 'Stapler, heavy duty', quantity: 1, unit_price: 23.45 }
      ],
      tax_rate: 8.25,
      discount: 5,
      shipping: 12.5,
      payment_terms: 'Net 30'
    },
    output: {
      pdf: 'JVBERi0xLjcKJYGBgYEKCjYgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxNzA2Cj4+CnN0cmVhbQp4nLVZy25jRRDd+yu8RppLdz27JcQisQ0LNkB2aBZoHjw0ERqE4Pc5da9fsbuTtggTzXXSTvp0VZ2qOtX+vLp7WKV1fP35y+rLbz98+vvDX7+9+/nN3R+f3r/xVIuU5KWuKa0fPq5I1g/frfL8+3ktZe2x8rj6SpOqkrAUycqilGSHn0Ww+vX64ffVwxer7cPq+9XnZwGrC1khtbKu13issnbOe0DZUbKtq22MTH0QhlJKJWkt1kLArlO1+hRlw8QJ/wXfJXwJ32YSNrFKybsm5TIVnfFELLuYju3vsFqZrWNL9gn+PN/+iSGMZ+ZBqNmUIppySfkZU5JNvljCcTpHZGxr7HUMphgigwN7M/4qOqWUz1BAOha5wQQtJGbE3AQAoa3W5fzZGMwCkdWtmpiDY+IMYtewiLZjqBkJhETIrj3AYsfw5OAXEDaWgbkFNgMzfAjsQU6UUmrOybiH53JwHnvC5mGOm+FV7d6E7sNEwZNhJTuOlMegq1cEo1LtIRtNqun4b0kxnAFEsWBxdl5OI8kO7t/CdLxjGwT9fjQxyFPJtVZtJkYcRdMk6fIodMeZIkEyO141vigyfo7LBXSaQNLT44dvsKLrf1Y/vQXI+1WAsE/0xN7H3rKaNNY/rX48WjlxAB0eDWabI2CFDDuVts3EF/vPJDBR2aJQ724q1M6qVqU0K0GApdoCQ1wRR8SbEhl4xrYbTSTUBElZPecOpFaf8lVMlxgioyroA1Ir2Q50GsymalaYWWovm7SgYZzZSacyjtoLqO2cTzspFI0D1Soq8CCLFSzGH0sP22kq6RLbdsgmCR87S/Kjx2329YvZ9CLPMrkyUWFq8YyT9YgW2gCuQghAtluohlxEHKg2K+gM2CTba1VwiBlFnXSjHn6Hea9QzZFkXJQtdW1vE/C1S7sUq+BS1WZtn8/RJOP/Udwdp4g2XvrxsDTZlU9urO6V1qcHTpBOtf08B0knPoPi9bvH4/vxvP4xXuIJWZYVNV6zPfk+4fXX1ccX84Jy6KrK3KzBSmvlPOlVSIhvyD04WWpNRE1fu3UwJOoPOBYUBAUgf6MS3iTTIDXFq6VmjLNNtXoHHLpXRvXmUmC0EnoLEJtgknpAIW3raCovdkGeMeapti4BCyCfXkDDILGkNo8mzCIPLKN5FoiENlsMytrPKlgnsMhVNBgcpWn2c80DjRSOTp47B8C8wheptFTRMSPRdDRKfLtTM2Uwpo9xlf+9lgw9kKHmrV0HgypNhLnqw3eDM0MuFlMWtWkiNKEe92wR2nLl0XmLojJThLcVFCjSKLM9JK4z1qDv0AA4aeLS1DPeMyg0IhgfA/RJPUYjyzAVu0WLNaedbe7mdZT1ue16NB1dWv6NVKWcUcDUSlkXaPrmWVOeKF2eFRrnTkNuwgxM13G2zXKem4cHSKUpPXHGY285hofr9dHhwUA2DA2cmtUPeSmFL7ZerhIG87LMVae2B26mqOTWwxhsVVW5WJTwNgaysr2/YRbwMsheNJ3oSNxW4/uc7NiRkCfDNcaRJzlXbc/R+jISDyOVuKgryLBORrZBhFDKMEwhF3ch6ZaeFBc9ENfIQLj1Hi3isjsNcN7BhidJ9dhbnjl/tT7KeYJsc/YsXc6bXGx9Cx9zJc0Yc5qT6pHybYjBdgfpKqg2nWF4X7c7EMSYfWIYHewRheFpKaXtrFfFckh0crCypzfbMDFYzb3h/tAd5tqf3aJvmLg2JOEAH7VMfk5/2ROytT4z8vqNc0o2h0tG7XLj9gVDcMUryku63HdvthrFNUOYb/eDs5wjniRJn+35HUgMjRFQGw0oEkEwulv7ylgI0YR5GKLsPKh2mCJqTBHPCM4WYs2O8aE3FnGFeV3IaNcw77phdy8aMTskzA7t6+RMU7IzGMZSmuTMrftABnsLJSpcAA8piwo1KOHg4biVz6Wtqw/took7GwsHD5Y1zP9QRqVzdx6xLKhvUCKcriwMNRazYFouAQapKvOFZm4jHqjaRkTDJVin19pr/vM53csp3RkE51Ixhp9tFJ2m+0YkfOONFxJ+P1ZjfK1QBB3a5Ck+V2P3y833ZNnnexBm+QRklCzLKIh6iPbh7QuUo1fb6BC1BreW0Ua1TNiE/gGhob1rVIRpOosgZvHTfXGNq6K9ypjvNW3TVPStLllSDJy1PXMGLqpcOTNy/ylc3EvFcNFWUs8pi1IZI351NJT2Lfzx89InF2OQYad7W0r/7WPHQkS1VujV1hmUeJLTMcAjD/i4G4OcM7q8E/wXMmCAmgplbmRzdHJlYW0KZW5kb2JqCgo3IDAgb2JqCjw8Ci9UeXBlIC9PYmpTdG0KL04gNQovRmlyc3QgMjYKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCA3MTgKPj4Kc3RyZWFtCnicnVbbahxJDH3vr6gfMK1bSSoIgTjkAmHZ4CxsIOzDxG7MBNMTMu0l+/dRtR0Wb6shLPMyXbqUjqSjEhYoVEQKF/MiBRVKLSRWnj0bxj/++TqV8f3hdjoP47vjzbl8CimUq/LXML483c9LweH58+Ff3ZeH5XB3uh0ejAp25acar0/zMowf7j8v62c/xGG8PJynLinj2+nu72k5Xh+G8dV8fbo5zrdl/PM4v5jPx58H/9PjxeXp7uaX3XYEHce3qcNcgYxX0/l0/+06kHW91X3/8/SGC4Pm4mDeIqOr3X8UmgmpU1XfKhAAONTmGjXJjSuINgLbGls1qsy6a+xSAR0wM3aNWw09GiE3rk6iSsxJ2BiIKwla3RqbuzdEUN7KmjUWadS2IjJwbK3VPTBqEFBJVXbybFyrNvEMrLkAVkNMYlJ1ZpaWxEs1giJYGZNdiWSViZxpLyYjiAuo1a2C1HBvZEpb74GEvbJCkmBxbRBdV5MsWpz2wnnicw2IUNlaY06ytCqEqbQGRHuQau8qsRazYwdzbRTpDq09D9EiHITRHbkqRq086r1ViFqFfzBMqhXNWkVN00pGlTE6VpOkIbp2klDSetFwrtECkCQUjRkqsCftQYiiUUVP6KVxX7QxAyQyX5E3TuxaZdee2kSGHMNcOr2Spog4EVvNaBfEqAQunGCnaFBjQ0nixEYVoUpCKI7JUFkyrkXdxVTcE4/GSGQRTZLp8BfQTTmprFj4JIGa2EWMEuTTGIBbWYvxFcA5k/UehujhJNPhs09V9CQWDFZG4T2rnsg6vDCTPTKvxXxEhmTgPvBCrEZuzXenDUVuo5g1IQ47dNa0jDjeOCjZLHsLPCZBjOW+KvDP9338+PvnL9P1+hz2z1fflzcflsMyPR70s9+mm+Ph8vQ9lgiIX3CoWKO+SryY59PSl4t1rZiXeHH7lz6uGmH8AxQxSL4KZW5kc3RyZWFtCmVuZG9iagoKOCAwIG9iago8PAovU2l6ZSA5Ci9Sb290IDIgMCBSCi9UeXBlIC9YUmVmCi9MZW5ndGggNDEKL1cgWyAxIDIgMiBdCi9JbmRleCBbIDAgOSBdCi9GaWx0ZXIgL0ZsYXRlRGVjb2RlCj4+CnN0cmVhbQp4nBXEwQ0AMAgDsQsgIfXVcbr/YtD4YWAmaHBy4dKVuKCu33mwWskClgplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKMjYxNgolJUVPRg==',
      page_count: 1,
      bytes: 2809,
      date: '2024-03-15',
      currency: 'USD',
      line_totals: [ '49.90', '0.30', '23.45' ],
      subtotal: '73.65',
      discount: '5.00',
      tax: '5.66',
      shipping: '12.50',
      total: '86.81'
    }
  },
  {
    title: 'In yen (no minor unit) on A4, shipped to a warehouse',
    input: {
      po_number: 'PO-7781',
      date: '2024-06-01',
      delivery_date: '2024-06-20',
      company: { name: 'Sakura Trading KK' },
      vendor: { name: 'Kobe Steel Parts' },
      ship_to: { name: 'Sakura Trading Warehouse 2', address: '3-1 Minato\nOsaka' },
      items: [ { description: 'M8 hex bolts', quantity: 2500, unit: 'pcs', unit_price: 12.5 } ],
      currency: 'JPY',
      tax_rate: 10,
      page_size: 'a4'
    },
    output: {
      pdf: 'JVBERi0xLjcKJYGBgYEKCjYgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMjExCj4+CnN0cmVhbQp4nJVYyY4jRRS811fUGWmKzLdmSgiJXgwHLoBviAOahUXTQoMQ/D7xyu22x/XKXXary0t1Z2S8LSL9abjbD2WMn79/G7787v3Hf9//88fbX9/c/fXx3RsvvUkr3vpIZdx/GEjG/fdDnf++jtJGd55wd/80fKVFVUlYmlRlUSqyw3sRfPr1uP9z2H8xPO6HH4ZPVzG7C1kjtTb2JSSzTwTYVk6wsqNij672YGTqG8GolNKK9mYZjtY6kdX+8pAF5gM7fhrXm8jhX61T8WvkrE0uM5CIVRfTbRAO8spsK5QKKCmfKNk5EhMX/ApoFbb5eguxJli+lXqdmNqk/UhM7d66W2TMERG7iWozZM5r87RKMqon7AVVvL+BqjYSM2K+WqAikzznkCMvjtK0R2Pv26AqGg/dU11TglwmR+bOYb5BA25c/NDcrbVeazHOEKK3pb0UPFu1u+BhlYpKPCNhHYwcfX4ndxfA2F4bT5cfv8UnOv43/PwLVn83xOqMHPXy8qjj09rHwJtjurj1cfjphebEgXW8pL3XWaRTH1tOt/rF8jNzE5VHTLHdTVOMvLSYHpq2YqAVTtDkznYxxBBjjmaIJsHrgtYgF+dkB6/yNkBhoJpJRpy6T7izQj6GedcSKZfdLbXFqtalpdPgCJlG4HqlqUckEJVmO/wNR6R4Y14wK6RU9VqvbMp6napcbooZUwLbkYd5IzGnNkajmzVmlp422RHU29SXtbDzORZ2OYfL1Gk8XQBYTp11VmImPNnZsjS+fXq5H9fl23iKa21TVbSX9B6dd/G24OXvw4fXm0DRBIiapCOMsME+tUWwKavyNYhKrkzUmDIMtxWMkB9El1FL3YtHfe3s8ZYCRzEit9TT8cylTOS+Aq6on60yMIPBS2nBALCUJOQrkrKCFaIDS3WLvqlxQxuWlBpaCMqzlrsjHAxOidgabxX0A9GGeoXphFCnqh7VtxZVqfB/GApwghnba2PSARiq3tL4RqFCeT7vpHkqbDRIVEP2O5xBPgNoisyuYBDdM9R+q0MBBzRpIbpaKimUwwmkCpPAaPg9FLGVtEZIQUnP7ddaBMHvkTfb207IO5Bzxw5Q9RPoGiZjkt8jEro1pgqnxDgEpVLua9zkgRtcLYyqxzNhwNwnEv66UTJEU+V8+ae1j5+N0vLWuVFKGJpVCGODIqfprJhm2j5LZ/ELhIN2o/0oxBG/1e63hRcCicwWryl4ktYU+/a0wsKrmFsuzVIaRviIkpt4mVsIRsjHlXmTzQF4gQpLb/l04wC0FcStpGptFqcwyn1noQmnilEddbJMX5zAUKtQ08qFlDZqFLxlC7NWVsZnmedbjglndR9TYOsMqM4MP8wt9RRz0qycigUJNJrKWTj56DLbrPzl4Cy3DvIK3wDzmR86jwlMERcJPADM/d5O/c517mBVnbqcr/F07dZz3y9vvdL3h/MBSgaHA3iWVDK6wZvyqDCTn6/9XDLPvR5lcziCbi2bA3ib507PD9PL5s+3EQ4bdQSFTevomvZ3pM1CVtrKsZDk+Suf+UwSdVMP5w4wJwsfSXFCu/0LocrVQkM5PZfhzDfZGXMYzZedIN4+n3xq7AIu9PK7mv8BvFFOOQplbmRzdHJlYW0KZW5kb2JqCgo3IDAgb2JqCjw8Ci9UeXBlIC9PYmpTdG0KL04gNQovRmlyc3QgMjYKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCA1NjIKPj4Kc3RyZWFtCnicnVXdahVBDL7fp5gXaDc/M0kGSqEtVUFEaYUK4sX2nKUcKbvSs5X69maOFak7AyJ7s5PkS/IlmQwGCBRiDBzUQgwoEFKgqOHkpOs//vg2hv7DcDfuu/7tbrsPn10L4Sp86fqL+XFaAnanp90f24thGe7nu+4XKGAxfmnxap6Wrr9+vF0OxyLErj8f9mPRhP7NeP99XHaboesvp8283U13ob/ZTWfTfvdb8J8ej87n++0/uy0MCo+HsdA8EOmvxv38+LBxZsXu4L78vIxwpJAtGqhlr+gB95dB1khilMTWBgQABimbeE/q4ARRMoGuwZqUErM0wRYToAHWwCYeVdF8EOrgZBRFiLmSNjrjRBE1NcBqZhkRhJtFyRxjplbRSMEw55ykYSAKzpxEYsNAOSXJ0Wrc1SJgUsR1+lnEmDlmblCj5JkRxFZcJE1MZEytxJTAo1BODYOYPIaSSsuDE2NLLND0YJLBBzNVyqsuLb01WhMkFNacmXWtc0DMGYgquFQmLWr2fbLSacrk5XaDCs7nhP3qVAZYBL1D5l2u6IzdKyjWdMQpikqtfz4t3rqIktc6RJNyU6iSi4+ZifccKtRRmSEBW6yVE6N4s6x1x8SD+gQzQGvK7VCDXLuEObFJKW3FO7Lv9lju2LPOl13/6f3t13FzWGLlePm0vL5ehmV8FhTZu3G7G87nJ1/94J9PyjFZsIjHvt78GTibpnkpD8PhSZgW35blJM/PhLv4CdaktPwKZW5kc3RyZWFtCmVuZG9iagoKOCAwIG9iago8PAovU2l6ZSA5Ci9Sb290IDIgMCBSCi9UeXBlIC9YUmVmCi9MZW5ndGggNDEKL1cgWyAxIDIgMiBdCi9JbmRleCBbIDAgOSBdCi9GaWx0ZXIgL0ZsYXRlRGVjb2RlCj4+CnN0cmVhbQp4nBXEsREAIAgEwXvEITWx/wqsEfwNFugOCpxcuOVSHNC+v3owXJIDFwplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKMTk2NQolJUVPRg==',
      page_count: 1,
      bytes: 2158,
      date: '2024-06-01',
      currency: 'JPY',
      line_totals: [ '31250' ],
      subtotal: '31250',
      discount: '0',
      tax: '3125',
      shipping: '0',
      total: '34375'
    }
  }
];
