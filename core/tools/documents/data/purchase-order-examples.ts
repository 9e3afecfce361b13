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
      pdf: 'JVBERi0xLjcKJYGBgYEKCjYgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxNzA2Cj4+CnN0cmVhbQp4nLVZy25jRRDd+yu8RppLdz27JcQisQ0LNkB2aBZoHjw0ERqE4Pc5da9fsbuTtggTzXXSTvp0VZ2qOtX+vLp7WKV1fP35y+rLbz98+vvDX7+9+/nN3R+f3r/xVIuU5KWuKa0fPq5I1g/frfL8+3ktZe2x8rj6SpOqkrAUycqilGSHn0Ww+vX64ffVwxer7cPq+9XnZwGrC1khtbKu13issnbOe0DZUbKtq22MTH0QhlJKJWkt1kLArlO1+hRlw8QJ/wXfJXwJ32YSNrFKybsm5TIVnfFELLuYju3vsFqZrWNL9gn+PN/+iSGMZ+ZBqNmUIppySfkZU5JNvljCcTpHZGxr7HUMphgigwN7M/4qOqWUz1BAOha5wQQtJGbE3AQAoa3W5fzZGMwCkdWtmpiDY+IMYtewiLZjqBkJhETIrj3AYsfw5OAXEDaWgbkFNgMzfAjsQU6UUmrOybiH53JwHnvC5mGOm+FV7d6E7sNEwZNhJTuOlMegq1cEo1LtIRtNqun4b0kxnAFEsWBxdl5OI8kO7t/CdLxjGwT9fjQxyFPJtVZtJkYcRdMk6fIodMeZIkEyO141vigyfo7LBXSaQNLT44dvsKLrf1Y/vQXI+1WAsE/0xN7H3rKaNNY/rX48WjlxAB0eDWabI2CFDDuVts3EF/vPJDBR2aJQ724q1M6qVqU0K0GApdoCQ1wRR8SbEhl4xrYbTSTUBElZPecOpFaf8lVMlxgioyroA1Ir2Q50GsymalaYWWovm7SgYZzZSacyjtoLqO2cTzspFI0D1Soq8CCLFSzGH0sP22kq6RLbdsgmCR87S/Kjx2329YvZ9CLPMrkyUWFq8YyT9YgW2gCuQghAtluohlxEHKg2K+gM2CTba1VwiBlFnXSjHn6Hea9QzZFkXJQtdW1vE/C1S7sUq+BS1WZtn8/RJOP/Udwdp4g2XvrxsDTZlU9urO6V1qcHTpBOtf08B0knPoPi9bvH4/vxvP4xXuIJWZYVNV6zPfk+4fXX1ccX84Jy6KrK3KzBSmvlPOlVSIhvyD04WWpNRE1fu3UwJOoPOBYUBAUgf6MS3iTTIDXFq6VmjLNNtXoHHLpXRvXmUmC0EnoLEJtgknpAIW3raCovdkGeMeapti4BCyCfXkDDILGkNo8mzCIPLKN5FoiENlsMytrPKlgnsMhVNBgcpWn2c80DjRSOTp47B8C8wheptFTRMSPRdDRKfLtTM2Uwpo9xlf+9lgw9kKHmrV0HgypNhLnqw3eDM0MuFlMWtWkiNKEe92wR2nLl0XmLojJThLcVFCjSKLM9JK4z1qDv0AA4aeLS1DPeMyg0IhgfA/RJPUYjyzAVu0WLNaedbe7mdZT1ue16NB1dWv6NVKWcUcDUSlkXaPrmWVOeKF2eFRrnTkNuwgxM13G2zXKem4cHSKUpPXHGY285hofr9dHhwUA2DA2cmtUPeSmFL7ZerhIG87LMVae2B26mqOTWwxhsVVW5WJTwNgaysr2/YRbwMsheNJ3oSNxW4/uc7NiRkCfDNcaRJzlXbc/R+jISDyOVuKgryLBORrZBhFDKMEwhF3ch6ZaeFBc9ENfIQLj1Hi3isjsNcN7BhidJ9dhbnjl/tT7KeYJsc/YsXc6bXGx9Cx9zJc0Yc5qT6pHybYjBdgfpKqg2nWF4X7c7EMSYfWIYHewRheFpKaXtrFfFckh0crCypzfbMDFYzb3h/tAd5tqf3aJvmLg2JOEAH7VMfk5/2ROytT4z8vqNc0o2h0tG7XLj9gVDcMUryku63HdvthrFNUOYb/eDs5wjniRJn+35HUgMjRFQGw0oEkEwulv7ylgI0YR5GKLsPKh2mCJqTBHPCM4WYs2O8aE3FnGFeV3IaNcw77phdy8aMTskzA7t6+RMU7IzGMZSmuTMrftABnsLJSpcAA8piwo1KOHg4biVz6Wtqw/took7GwsHD5Y1zP9QRqVzdx6xLKhvUCKcriwMNRazYFouAQapKvOFZm4jHqjaRkTDJVin19pr/vM53csp3RkE51Ixhp9tFJ2m+0YkfOONFxJ+P1ZjfK1QBB3a5Ck+V2P3y833ZNnnexBm+QRklCzLKIh6iPbh7QuUo1fb6BC1BreW0Ua1TNiE/gGhob1rVIRpOosgZvHTfXGNq6K9ypjvNW3TVPStLllSDJy1PXMGLqpcOTNy/ylc3EvFcNFWUs8pi1IZI351NJT2Lfzx89InF2OQYad7W0r/7WPHQkS1VujV1hmUeJLTMcAjD/i4G4OcM7q8E/wXMmCAmgplbmRzdHJlYW0KZW5kb2JqCgo3IDAgb2JqCjw8Ci9UeXBlIC9PYmpTdG0KL04gNQovRmlyc3QgMjYKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCA2ODUKPj4Kc3RyZWFtCnicnVbbahRBEH2fr+gfkKn7BSRgxAuIKCooBB/WZAgrYVbciejfS08iolsD4tt012XqnOrTXdigURNp3DyaNDRo2ki8PXw4jO9+fJna+Hp3PR2H8cX+6tgumjZob9rHYXx8uJ2XhsPZ2fDb9/Fu2d0croe7oIbd+U+Pp4d5Gca3t5+Wddk3cRjPd8epW9r4fLr5Ni37y90wPpkvD1f7+bqN7/fzo/m4/7XxnxkfnB9urv45bUfQcXydOswVyPhmOh5uv15Ox5WeNX3/+PMPDxwyJMAjm9zF/eWQLmRBanHqQAAQoBnWeCNYQSwJ/DTY1UmZbTM4RAEDsAoO0wzH8NgI1iAxI+aibAwJJUHX02CPiEQE41NberJIUp6ayCEwM3ULjDmwBZnJBs/OqpYSFVgPAVRHLGoyC2aWLOolhUCCVTHVL5FcmSiYtmpygjSj1FMHUVJwcqPT7KrGoWxQECxhCQ6pBYuemr1xUeRcCyI09kzmgqXVQYIkE4i2IGk/VeJpsIVZk0JAdMtBPYLBwzbsZojq4cCnDhbsmuBYdMuIVcyt7KRZIAlaQRpiWBcJFUcvyMKQAApC0ZlBgaM4HoQopmpRyMswzEwYoLDFijy5iEvlsE5tYUNG613hohZ3ZsTUSnYeogQhXGAnJXV2lKJOTFIElUJQrCTKUmktgsVNIoqMzkjkolQwLcoc5sZFZ8VZnAS0iCNFMUoDL2yJriFdCcVlpEkgIAXTpNhvVYyiFoRURImqeyLr5YWV7V55mZ7IUFy4d7oQVyXx2LxtyCQgRAvhcEBXTVbCiWSPSK/egiCizOyjAv9638cPrz59ni7X57Avn3xfnr1ddst0v9H3Xk5X+9354Xu7aNCgGVLzpD5KPJrnw9KHi3WsmJdpXld2P2qcnQ0/ARQxSL4KZW5kc3RyZWFtCmVuZG9iagoKOCAwIG9iago8PAovU2l6ZSA5Ci9Sb290IDIgMCBSCi9UeXBlIC9YUmVmCi9MZW5ndGggNDEKL1cgWyAxIDIgMiBdCi9JbmRleCBbIDAgOSBdCi9GaWx0ZXIgL0ZsYXRlRGVjb2RlCj4+CnN0cmVhbQp4nBXEMQoAQAgDwY0nCFZ29/+XKpligN2gwMmFey7FgCpB/eEAWmYCdQplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKMjU4MwolJUVPRg==',
      page_count: 1,
      bytes: 2776,
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
      pdf: 'JVBERi0xLjcKJYGBgYEKCjYgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMjExCj4+CnN0cmVhbQp4nJVYyY4jRRS811fUGWmKzLdmSgiJXgwHLoBviAOahUXTQoMQ/D7xyu22x/XKXXary0t1Z2S8LSL9abjbD2WMn79/G7787v3Hf9//88fbX9/c/fXx3RsvvUkr3vpIZdx/GEjG/fdDnf++jtJGd55wd/80fKVFVUlYmlRlUSqyw3sRfPr1uP9z2H8xPO6HH4ZPVzG7C1kjtTb2JSSzTwTYVk6wsqNij672YGTqG8GolNKK9mYZjtY6kdX+8pAF5gM7fhrXm8jhX61T8WvkrE0uM5CIVRfTbRAO8spsK5QKKCmfKNk5EhMX/ApoFbb5eguxJli+lXqdmNqk/UhM7d66W2TMERG7iWozZM5r87RKMqon7AVVvL+BqjYSM2K+WqAikzznkCMvjtK0R2Pv26AqGg/dU11TglwmR+bOYb5BA25c/NDcrbVeazHOEKK3pb0UPFu1u+BhlYpKPCNhHYwcfX4ndxfA2F4bT5cfv8UnOv43/PwLVn83xOqMHPXy8qjj09rHwJtjurj1cfjphebEgXW8pL3XWaRTH1tOt/rF8jNzE5VHTLHdTVOMvLSYHpq2YqAVTtDkznYxxBBjjmaIJsHrgtYgF+dkB6/yNkBhoJpJRpy6T7izQj6GedcSKZfdLbXFqtalpdPgCJlG4HqlqUckEJVmO/wNR6R4Y14wK6RU9VqvbMp6napcbooZUwLbkYd5IzGnNkajmzVmlp422RHU29SXtbDzORZ2OYfL1Gk8XQBYTp11VmImPNnZsjS+fXq5H9fl23iKa21TVbSX9B6dd/G24OXvw4fXm0DRBIiapCOMsME+tUWwKavyNYhKrkzUmDIMtxWMkB9El1FL3YtHfe3s8ZYCRzEit9TT8cylTOS+Aq6on60yMIPBS2nBALCUJOQrkrKCFaIDS3WLvqlxQxuWlBpaCMqzlrsjHAxOidgabxX0A9GGeoXphFCnqh7VtxZVqfB/GApwghnba2PSARiq3tL4RqFCeT7vpHkqbDRIVEP2O5xBPgNoisyuYBDdM9R+q0MBBzRpIbpaKimUwwmkCpPAaPg9FLGVtEZIQUnP7ddaBMHvkTfb207IO5Bzxw5Q9RPoGiZjkt8jEro1pgqnxDgEpVLua9zkgRtcLYyqxzNhwNwnEv66UTJEU+V8+ae1j5+N0vLWuVFKGJpVCGODIqfprJhm2j5LZ/ELhIN2o/0oxBG/1e63hRcCicwWryl4ktYU+/a0wsKrmFsuzVIaRviIkpt4mVsIRsjHlXmTzQF4gQpLb/l04wC0FcStpGptFqcwyn1noQmnilEddbJMX5zAUKtQ08qFlDZqFLxlC7NWVsZnmedbjglndR9TYOsMqM4MP8wt9RRz0qycigUJNJrKWTj56DLbrPzl4Cy3DvIK3wDzmR86jwlMERcJPADM/d5O/c517mBVnbqcr/F07dZz3y9vvdL3h/MBSgaHA3iWVDK6wZvyqDCTn6/9XDLPvR5lcziCbi2bA3ib507PD9PL5s+3EQ4bdQSFTevomvZ3pM1CVtrKsZDk+Suf+UwSdVMP5w4wJwsfSXFCu/0LocrVQkM5PZfhzDfZGXMYzZedIN4+n3xq7AIu9PK7mv8BvFFOOQplbmRzdHJlYW0KZW5kb2JqCgo3IDAgb2JqCjw8Ci9UeXBlIC9PYmpTdG0KL04gNQovRmlyc3QgMjYKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCA1NDUKPj4Kc3RyZWFtCnicnVXbahRBEH2fr+gfSKYuXTcIC0mICiJKIigEHza7Q1gJM5KdSPx76UmCxO0G8W2q6pzqOlXdU5ggUco5cTJPOaFCkkTZ0slJ13/+9WNI/af17bDv+ve77T5dJ0mQLtO3rj+fHsY5YbdadX+w5+t5fTfddk+khAX8GvFmGueuv3q4mRezOLHrz9b7oURS/264+znMu8266y/GzbTdjbep/7IbT8f97sXxnxmPzqa77T+nLQqKjvuhyFyE9JfDfnq43wz7pT1L+vLx+oQjg/DsYB4pP/H+AoRlUidRPwQQADhIuCZukAWyBoEdkk2MhFmbZM8C6IA1squEG7p5gyxOWZWYK2WjZxfKaNIgm7sHIig3mxKcc1CraWTgGBGiDYAasDqp5gbAWEQje027eQYUQzwsP1SdmXNwQxoJOBLk1rlIJkzkTK3CjCBUKaQByEICRqatDCLKLqzQzOAaYBBSaa+FRJmt06FAQmWLYLbDWHbKEUBU4Um5adlC4TBmEuQZslRiYu4MVrvAqohiblCZgzqbBBjWYsSS1bQ2P1J1pIwahzFE1/JSqFKLk7oiAVSkozGDAHuutROziqi33piiq2pmgNYt96UHUXuEIexaWlvJjoxaBsIvVa1WXf/14833YbP8xIp58Ti/vZrX8/DsKL4Pw3a3Ppse03WCBElCjsmTZzz2KGvgdBynuSyGZSWM8zAulj6vidWq+w3WpLT8CmVuZHN0cmVhbQplbmRvYmoKCjggMCBvYmoKPDwKL1NpemUgOQovUm9vdCAyIDAgUgovVHlwZSAvWFJlZgovTGVuZ3RoIDQwCi9XIFsgMSAyIDIgXQovSW5kZXggWyAwIDkgXQovRmlsdGVyIC9GbGF0ZURlY29kZQo+PgpzdHJlYW0KeJwVxDEOADAIA7ELpWJl6e/5K1U8GNgNCpxcuONSNOg+UA18XF8DBgplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKMTk0OAolJUVPRg==',
      page_count: 1,
      bytes: 2140,
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
