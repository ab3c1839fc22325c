package io.nlguard.clients;

import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

import java.math.BigDecimal;

/** An order of a {@link ShopCustomer}, mapped for Hibernate. */
@Entity
@Table(name = "orders")
public class ShopOrder {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE)
    private Long id;

    @ManyToOne(optional = false, fetch = FetchType.LAZY)
    private ShopCustomer customer;

    private String status;

    private BigDecimal total;

    protected ShopOrder() {
    }

    ShopOrder(ShopCustomer customer, String status, BigDecimal total) {
        this.customer = customer;
        this.status = status;
        this.total = total;
    }

    Long id() {
        return id;
    }

    ShopCustomer customer() {
        return customer;
    }

    String status() {
        return status;
    }

    BigDecimal total() {
        return total;
    }
}
